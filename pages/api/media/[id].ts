import type { NextApiRequest, NextApiResponse } from 'next';
import { recolorArt } from '../../../server/media/svg/recolor';
import { paintForColor } from '../../../server/media/colorway';
import { SVG_CONTENT_TYPE, parseMediaPath, type MediaRequest } from '../../../server/media/mediaPath';
import { readMediaPng } from '../../../server/media/raster';
import { readMedia } from '../../../server/media/store';
import { applyTransportSecurity } from '../../../lib/security/transportSecurity';

type Answer = { contentType: string; body: string | Buffer };

async function load(request: MediaRequest, color: unknown): Promise<Answer | null> {
  if (color !== undefined) {
    // A colourway is the stored garment art redrawn in one of the catalog's colours (SVG only).
    const paint = paintForColor(color);
    if (!paint || request.format !== 'svg') return null;
    const art = await readMedia(request.id);
    return art && art.contentType === SVG_CONTENT_TYPE ? { contentType: art.contentType, body: recolorArt(art.body, paint) } : null;
  }
  if (request.format === 'svg') return readMedia(request.id);
  const png = await readMediaPng(request.id);
  return png && { contentType: 'image/png', body: Buffer.from(png.buffer, png.byteOffset, png.byteLength) };
}

/**
 * /media/<id>.svg (or the bare id): the stored SVG. /media/<id>.png: its PNG rendering, for the
 * sites that take no SVG share image. A PNG that cannot be drawn is a 404 like an unknown id: a
 * redirect to the SVG would only hand those sites a format they reject. /media/<id>.svg?color=<name>:
 * the garment in that catalog colour (an item's other colours, lib/catalog/colorImages.ts); an
 * unknown colour is a 404.
 */
export default async function media(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  applyTransportSecurity(req, res);
  const request = parseMediaPath(String(req.query.id ?? ''));
  const answer = request && (await load(request, req.query.color));
  if (!answer) {
    res.status(404).setHeader('Cache-Control', 'public, max-age=60').send('Not found');
    return;
  }
  res.setHeader('Content-Type', answer.contentType);
  // Media ids are content hashes and colours fixed names, so a URL never changes meaning.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).send(answer.body);
}
