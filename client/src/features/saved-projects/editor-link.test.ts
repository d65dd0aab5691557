import { describe, expect, it } from 'vitest';
import { projectEditorUrl } from './editor-link';

describe('projectEditorUrl', () => {
  it("adds the project and the brand's channel to the brand's editor address", () => {
    expect(projectEditorUrl('https://editor.example/open?x=1', 'prj-1 2', 'www.albelli.nl')).toBe(
      'https://editor.example/open?x=1&projectId=prj-1+2&channel=www.albelli.nl',
    );
  });

  it('offers no link without a valid http(s) editor address', () => {
    expect(projectEditorUrl(undefined, 'p', 'c')).toBeUndefined();
    expect(projectEditorUrl('javascript:alert(1)', 'p', 'c')).toBeUndefined();
  });
});
