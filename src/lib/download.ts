/** Saves text as a file through the browser's download. */
export const downloadText = (text: string, fileName: string, type: string) =>
  downloadBlob(new Blob([text], { type }), fileName);

/** Saves a Blob as a file through the browser's download (a link to it, clicked, then released). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a CSV file (`fileName` with its extension). */
export const downloadCsv = (csv: string, fileName: string) =>
  downloadText(csv, fileName, 'text/csv;charset=utf-8');
