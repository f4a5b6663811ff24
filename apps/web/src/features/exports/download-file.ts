/**
 * Saves a file the app made on the device: the browser's download of an object URL. The URL is
 * revoked on the next tick, once the click has handed the blob to the download manager.
 */
export function downloadFile(content: Blob | string, fileName: string, mimeType: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
