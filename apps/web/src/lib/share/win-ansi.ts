/**
 * PDF's standard fonts (Helvetica) draw WinAnsi text only: printable ASCII, Latin-1 and the 27
 * characters Windows-1252 puts at 0x80–0x9F. Names come from users and may hold anything (an
 * emoji, a Chinese name), which the PDF library writes as a bare "?". `toWinAnsi` keeps what the
 * font can draw, writes letters with diacritics Latin-1 lacks as their base letter (ő → o),
 * turns line breaks and tabs into spaces, drops invisible marks and replaces what is left with "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

const COMBINING_MARKS = /\p{M}/gu;
/** Marks and format characters alone (an emoji's variation selector, a zero-width joiner) draw nothing. */
const INVISIBLE = /^[\p{M}\p{Cf}]$/u;

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (INVISIBLE.test(char)) continue;
    else {
      const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
      out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
