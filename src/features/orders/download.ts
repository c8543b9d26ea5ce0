/** Saves text as a file: a Blob, an object URL and a temporary <a download>. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely started reading it (some revoke too early and fail).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
