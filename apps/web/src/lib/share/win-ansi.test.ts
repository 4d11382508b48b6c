import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('text for the standard PDF fonts', () => {
  it('keeps Dutch, German and French names and typographic punctuation as they are', () => {
    for (const name of [
      'Egmond aan Zee – strand ’s zomers',
      'Müller-Straße',
      'Île de Ré…',
      'IJmuiden € 5 “zuid”',
    ])
      expect(toWinAnsi(name)).toBe(name);
  });

  it('writes letters Latin-1 lacks as their base letter, and replaces what is left', () => {
    expect(toWinAnsi('Łódź')).toBe('?ódz');
    expect(toWinAnsi('Őrség')).toBe('Orség');
    expect(toWinAnsi('🌊 Beach')).toBe('? Beach');
    expect(toWinAnsi('❤️ view')).toBe('? view');
    expect(toWinAnsi('海滩')).toBe('??');
    expect(toWinAnsi('Beach\nnorth\tside')).toBe('Beach north side');
  });

  it('answers only what Helvetica can encode, for every character of the Basic Multilingual Plane and emoji', async () => {
    const doc = await PDFDocument.create();
    const fonts = [
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    ];
    let all = '';
    for (let code = 0; code < 0xffff; code += 1)
      if (code < 0xd800 || code > 0xdfff) all += String.fromCharCode(code);
    all += '🌊👨‍👩‍👧🇳🇱';
    const safe = toWinAnsi(all);
    for (const font of fonts) expect(() => font.encodeText(safe)).not.toThrow();
    // Raw, a letter WinAnsi lacks becomes a bare "?" without a word; toWinAnsi writes its base letter instead.
    expect(fonts[0]!.encodeText('Ő').toString()).toBe('<3F>');
  });
});
