/** Saves a blob under a name, through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob well before then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
