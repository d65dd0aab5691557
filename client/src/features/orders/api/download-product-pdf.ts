import { unzipSync } from 'fflate';
import { getProductPdf } from '#contracts/order-products';
import { apiCallRaw } from '#platform/api/api-request';

/** The product's PDF out of the zip GET /v1/pdf/me/{id} answers: `{id}.pdf`, else the only PDF in it. */
export function pdfFromZip(zip: Uint8Array, id: string): Uint8Array {
  const files = unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith('.pdf') });
  const pdf = files[`${id}.pdf`] ?? Object.values(files)[0];
  if (!pdf) throw new Error('Unable to parse response!');
  return pdf;
}

/** Saves bytes as a file through a temporary object URL. */
export function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a product's PDF zip, unzips it in the browser and saves `{id}.pdf`. */
export async function downloadProductPdf(id: string): Promise<void> {
  const response = await apiCallRaw(getProductPdf, { params: { id } });
  const zip = new Uint8Array(await response.arrayBuffer());
  saveFile(pdfFromZip(zip, id), `${id}.pdf`, 'application/pdf');
}
