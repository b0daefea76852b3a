/** What a downloaded chart image carries besides the drawing: its title, a line under it, a legend. */
export interface ChartImageCaption {
  title?: string;
  subtitle?: string;
  legend?: readonly { label: string; value: string; color: string }[];
}

const PAD = 16;
const TITLE_FONT = '600 18px system-ui, sans-serif';
const SUBTITLE_FONT = '13px system-ui, sans-serif';
const LEGEND_FONT = '13px system-ui, sans-serif';
const LEGEND_ROW = 22;

/**
 * A PNG of an SVG drawing (a nivo chart), at twice its on-screen size, on a white background. With a
 * caption, the image stands on its own once downloaded: the title and a line (how many matched) above
 * the drawing, and a legend below it, each key's colour, label and value, since the axis labels of the
 * drawing may be cut short.
 */
export async function svgToPng(
  svg: SVGSVGElement,
  caption: ChartImageCaption = {},
  background = '#ffffff',
): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(copy);
  // A data: URL, not a blob: one: the app's Content-Security-Policy allows images from 'self' and data: only.
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();

  const legend = caption.legend ?? [];
  const header =
    (caption.title ? 28 : 0) + (caption.subtitle ? 20 : 0) + (caption.title || caption.subtitle ? PAD : 0);
  const footer = legend.length > 0 ? PAD + legend.length * LEGEND_ROW : 0;
  const fullWidth = width + 2 * PAD;
  const fullHeight = header + height + footer + 2 * PAD;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(fullWidth * scale);
  canvas.height = Math.ceil(fullHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart to an image.');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.textBaseline = 'top';
  let y = PAD;
  if (caption.title) {
    context.font = TITLE_FONT;
    context.fillStyle = '#1a1a1a';
    context.fillText(caption.title, PAD, y, width);
    y += 28;
  }
  if (caption.subtitle) {
    context.font = SUBTITLE_FONT;
    context.fillStyle = '#5f6368';
    context.fillText(caption.subtitle, PAD, y, width);
    y += 20;
  }
  if (header > 0) y += PAD;
  context.drawImage(image, PAD, y, width, height);
  y += height + (legend.length > 0 ? PAD : 0);
  context.font = LEGEND_FONT;
  for (const entry of legend) {
    context.fillStyle = entry.color;
    context.fillRect(PAD, y + 2, 12, 12);
    context.fillStyle = '#1a1a1a';
    context.fillText(`${entry.label}: ${entry.value}`, PAD + 20, y, width - 20);
    y += LEGEND_ROW;
  }
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be made.'))),
      'image/png',
    ),
  );
}
