/**
 * Renders an SVG element to a PNG at twice its size (sharp on high-density screens), on a white
 * background, as a PNG image of the chart would be expected. The SVG is serialised with its inline
 * styles (nivo draws with attributes and inline styles, so nothing depends on page CSS).
 */
export async function svgToPng(svg: SVGSVGElement, background = '#ffffff'): Promise<Blob> {
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
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart to an image.');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be made.'))),
      'image/png',
    ),
  );
}
