import { isHttpUrl } from '#contracts/url';

/**
 * The editor's address that reopens a saved project: the brand's EditorUrl with projectId and the brand's
 * channel. Undefined when the brand has no valid EditorUrl (the link is then not offered).
 */
export function projectEditorUrl(
  editorUrl: string | undefined,
  projectId: string,
  channel: string,
): string | undefined {
  if (!editorUrl || !isHttpUrl(editorUrl)) return undefined;
  const url = new URL(editorUrl);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('channel', channel);
  return url.toString();
}
