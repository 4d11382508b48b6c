import { describe, expect, it } from 'vitest';
import { editorLink, isSamePage, viewerLink } from './external-links';

const origin = 'https://dash.example.com';

describe('viewerLink', () => {
  it("is the dashboard's own /viewer/ page without VIEWER_URL", () => {
    expect(viewerLink('a/b+c', null, origin)).toBe('https://dash.example.com/viewer/?project=a%2Fb%2Bc');
  });

  it('puts the key in the project parameter of VIEWER_URL, keeping its own parameters', () => {
    expect(viewerLink('k1', 'https://viewer.example.com/app/?lang=nl', origin)).toBe(
      'https://viewer.example.com/app/?lang=nl&project=k1',
    );
  });
});

describe('editorLink', () => {
  it('is /editor/#projectId={id} without EDITOR_URL, else EDITOR_URL with that hash', () => {
    expect(editorLink(42, undefined, origin)).toBe('https://dash.example.com/editor/#projectId=42');
    expect(editorLink(42, 'https://editor.example.com/planner#old', origin)).toBe(
      'https://editor.example.com/planner#projectId=42',
    );
  });
});

describe('isSamePage', () => {
  it('compares origin and path, ignoring a trailing slash, query and hash', () => {
    const here = { origin, pathname: '/viewer/' };
    expect(isSamePage('https://dash.example.com/viewer?project=x', here)).toBe(true);
    expect(isSamePage('/viewer/#x', here)).toBe(true);
    expect(isSamePage('https://viewer.example.com/viewer/', here)).toBe(false);
  });
});
