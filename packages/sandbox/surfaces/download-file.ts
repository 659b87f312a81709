/** A real download from memory: a Blob behind a temporary `<a download>`, no server round trip. */
export function saveFile(fileName: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
