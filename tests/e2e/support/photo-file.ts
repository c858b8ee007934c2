import type { Page } from '@playwright/test';

/** A phone photo, drawn and encoded by the browser itself (a 2400 × 1800 JPEG the widget shrinks before sending). */
export async function photoFile(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, '#4a90d9');
    gradient.addColorStop(1, '#f5c242');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] as string;
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
