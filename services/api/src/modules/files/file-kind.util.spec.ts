import { AppError } from '@fieldnote/core';
import { classifyFile, extensionOf } from './file-kind.util';

const text = (value: string) => Buffer.from(value);

describe(classifyFile.name, () => {
  it.each([
    ['call.m4a', { ext: 'm4a', mime: 'audio/x-m4a' }, 'AUDIO'],
    ['call.mp4', { ext: 'm4a', mime: 'audio/x-m4a' }, 'AUDIO'],
    ['clip.mov', { ext: 'mov', mime: 'video/quicktime' }, 'VIDEO'],
    ['photo.jpeg', { ext: 'jpg', mime: 'image/jpeg' }, 'IMAGE'],
    ['old.xls', { ext: 'cfb', mime: 'application/x-cfb' }, 'SPREADSHEET'],
    ['old.ppt', { ext: 'cfb', mime: 'application/x-cfb' }, 'PRESENTATION'],
    ['old.doc', { ext: 'cfb', mime: 'application/x-cfb' }, 'DOCUMENT'],
    ['archive.zip', { ext: 'zip', mime: 'application/zip' }, 'OTHER'],
  ])('should class %s with sniffed %j as %s', (name, sniffed, type) => {
    expect(classifyFile(name, sniffed, Buffer.alloc(8)).fileType).toBe(type);
  });

  it('should take text without a signature by its name and refuse binary bytes named as text', () => {
    expect(classifyFile('answers.csv', undefined, text('a,b\n1,2\n'))).toEqual({
      fileType: 'SPREADSHEET',
      mime: 'text/csv',
    });
    expect(() => classifyFile('answers.csv', undefined, Buffer.from([0, 159, 146, 150]))).toThrow(AppError);
  });

  it.each(['fake.png', 'photo.JPG', 'scan.heic', 'song.mp3', 'deck.pptx', 'report.pdf', 'old.doc'])(
    'should refuse text named %s, an extension of content text never is',
    (name) => {
      expect(() => classifyFile(name, undefined, text('hello'))).toThrow(
        `The name "${name}" does not match the file's content, which is text.`,
      );
    },
  );

  it('should refuse binary bytes without an image signature when the name claims an image', () => {
    expect(() => classifyFile('scan.webp', undefined, Buffer.from([0, 1, 2, 250]))).toThrow('binary data');
  });

  it('should keep taking text by a text name or no telling name, and unknown binary by no telling name', () => {
    expect(classifyFile('readme.txt', undefined, text('hello')).mime).toBe('text/plain');
    expect(classifyFile('notes.log', undefined, text('hello')).mime).toBe('text/plain');
    expect(classifyFile('blob', undefined, Buffer.from([0, 1, 2])).mime).toBe('application/octet-stream');
  });

  it('should refuse content that is no image when the sender declared an image type', () => {
    expect(() => classifyFile('upload', undefined, text('hello'), 'image/png')).toThrow(
      'This file was sent as image/png, but its content is text.',
    );
    const pdf = { ext: 'pdf', mime: 'application/pdf' };
    expect(() => classifyFile('upload', pdf, Buffer.alloc(4), 'IMAGE/JPEG')).toThrow('a .pdf file');
    const png = { ext: 'png', mime: 'image/png' };
    expect(classifyFile('photo.png', png, Buffer.alloc(4), 'image/png').fileType).toBe('IMAGE');
    expect(classifyFile('notes.txt', undefined, text('hello'), 'text/plain').fileType).toBe('DOCUMENT');
  });

  it('should refuse programs by content and scripts or web pages by name', () => {
    expect(() =>
      classifyFile('tool.pdf', { ext: 'exe', mime: 'application/x-msdownload' }, Buffer.alloc(2)),
    ).toThrow('programs');
    expect(() => classifyFile('run.sh', undefined, text('#!/bin/sh\n'))).toThrow('programs');
    expect(() => classifyFile('page.html', undefined, text('<html></html>'))).toThrow('programs');
  });

  it('should accept a UTF-8 sample cut inside a multi-byte character', () => {
    const cut = Buffer.from('café ✓', 'utf8').subarray(0, 7);
    expect(classifyFile('notes.txt', undefined, cut).mime).toBe('text/plain');
  });

  it('should read extensions case-insensitively and ignore a leading dot', () => {
    expect(extensionOf('Interview.WAV')).toBe('wav');
    expect(extensionOf('.bashrc')).toBe('');
  });
});
