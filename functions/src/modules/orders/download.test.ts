import { describe, expect, it } from 'vitest';
import { contentDisposition, storagePathOf } from './download.js';

const BUCKET = 'demo-notesea.appspot.com';
const ORDER = 'NS-7K3Q9M';

describe('storagePathOf', () => {
  it.each([
    ['deliverables/NS-7K3Q9M/report.zip', 'deliverables/NS-7K3Q9M/report.zip'],
    ['/deliverables/NS-7K3Q9M/report.zip', 'deliverables/NS-7K3Q9M/report.zip'],
    [' deliverables/NS-7K3Q9M/a.zip ', 'deliverables/NS-7K3Q9M/a.zip'],
    ['deliverables/NS-7K3Q9M/v2/final.zip', 'deliverables/NS-7K3Q9M/v2/final.zip'],
    [`gs://${BUCKET}/deliverables/NS-7K3Q9M/a.zip`, 'deliverables/NS-7K3Q9M/a.zip'],
  ])('%j → %j', (entry, path) => {
    expect(storagePathOf(entry, BUCKET, ORDER)).toBe(path);
  });

  it.each([
    'resumes/app1/cv.pdf',
    'notes/sem-1/a.pdf',
    'deliverables/../resumes/cv.pdf',
    'deliverables/./x.zip',
    'deliverables/NS-7K3Q9M/',
    'deliverables/NS-7K3Q9M/../NS-AAAAAA/a.zip',
    'deliverables/a.zip',
    'deliverables/NS-AAAAAA/report.zip',
    'deliverables/NS-7K3Q9MX/report.zip',
    'gs://other-bucket/deliverables/NS-7K3Q9M/a.zip',
    'https://evil.example/deliverables/a.zip',
    '',
  ])('refuses %j', (entry) => {
    expect(storagePathOf(entry, BUCKET, ORDER)).toBeUndefined();
  });
});

describe('contentDisposition', () => {
  it('names the attachment', () => {
    expect(contentDisposition('report.zip')).toBe(
      `attachment; filename="report.zip"; filename*=UTF-8''report.zip`,
    );
  });

  it('keeps header injection and non-ASCII out of the plain filename', () => {
    expect(contentDisposition('a"b\\c.zip')).toBe(
      `attachment; filename="a_b_c.zip"; filename*=UTF-8''a%22b%5Cc.zip`,
    );
    expect(contentDisposition('रिपोर्ट.pdf')).toBe(
      `attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('रिपोर्ट')}.pdf`,
    );
  });
});
