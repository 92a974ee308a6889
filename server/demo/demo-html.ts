// Builds the HTML body of a demo notice, news story or training: paragraphs, a sub-heading, a
// list and optionally a picture with alt text, the elements the portal's article view styles.
import { escapeHtml } from '../http/escape-html';

export interface ArticleParts {
  lead: string[];
  heading: string;
  points: string[];
  closing?: string;
  image?: { src: string; alt: string };
}

export function article(parts: ArticleParts): string {
  const html = parts.lead.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (parts.image) {
    html.push(`<p><img src="${parts.image.src}" alt="${escapeHtml(parts.image.alt)}" /></p>`);
  }
  html.push(`<h3>${escapeHtml(parts.heading)}</h3>`);
  html.push(`<ul>${parts.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`);
  if (parts.closing) html.push(`<p>${escapeHtml(parts.closing)}</p>`);
  return html.join('\n');
}
