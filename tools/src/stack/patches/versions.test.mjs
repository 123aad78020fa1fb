import { describe, expect, it } from 'vitest';
import { PATCHED_RANGES, assertPatchedVersion, loadPatched } from './versions.mjs';

describe('the version gate in front of the light-mode patches', () => {
  it('lets through a version inside the range a patch was written for', () => {
    expect(() =>
      assertPatchedVersion('firebase-tools', '15.34.9', '~15.34.2', 'patches/firebase-tools.mjs'),
    ).not.toThrow();
  });

  it('stops on a newer release with a message naming package, versions, patch and remedy', () => {
    expect(() =>
      assertPatchedVersion('firebase-tools', '15.35.0', '~15.34.2', 'patches/firebase-tools.mjs'),
    ).toThrow(
      'Light mode patches private internals of firebase-tools written for ~15.34.2, but firebase-tools@15.35.0 is installed. ' +
        'Check patches/firebase-tools.mjs against that version',
    );
  });

  it('stops on an older release and on a version string semver cannot read', () => {
    const check = (/** @type {string} */ version) => () =>
      assertPatchedVersion('@firestore-emulator/server', version, '0.3.15', 'patch.mjs');
    expect(check('0.3.14')).toThrow('@firestore-emulator/server@0.3.14 is installed');
    expect(check('not-a-version')).toThrow('@firestore-emulator/server@not-a-version is installed');
  });

  it('accepts every package as installed by the lockfile', () => {
    for (const name of /** @type {(keyof typeof PATCHED_RANGES)[]} */ (
      Object.keys(PATCHED_RANGES)
    )) {
      const loaded = loadPatched(name, { patch: 'versions.test.mjs' });
      expect(loaded.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});
