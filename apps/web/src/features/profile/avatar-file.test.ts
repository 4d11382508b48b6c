import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem (spec section 5)', () => {
  it('accepts png, jpg, jpeg, gif and svg in any case', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'photo.gif', 'logo.svg'])
      expect(avatarFileProblem({ name, size: 100 })).toBeUndefined();
  });

  it('refuses other types, names without extension, empty and too large files', () => {
    expect(avatarFileProblem({ name: 'a.webp', size: 100 })).toBe('Choose a png, jpg, jpeg, gif, svg image.');
    expect(avatarFileProblem({ name: 'png', size: 100 })).toBeDefined();
    expect(avatarFileProblem({ name: 'a.png', size: 0 })).toBe('The file is empty.');
    expect(avatarFileProblem({ name: 'a.png', size: 3 * 1024 * 1024 })).toBe(
      'The image is larger than 2 MB.',
    );
  });

  it('offers the same types in the file picker', () => {
    expect(AVATAR_ACCEPT).toContain('.svg');
    expect(AVATAR_ACCEPT).toContain('image/jpeg');
  });
});
