/** The content codings the server precompresses answers in. */
export type ContentCoding = 'br' | 'gzip';

interface Weights {
  br: number | undefined;
  gzip: number | undefined;
  any: number | undefined;
}

function qualityOf(params: string[]): number {
  for (const param of params) {
    if (param.startsWith('q=')) {
      const q = Number(param.slice(2));
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

function readWeights(header: string): Weights {
  const weights: Weights = { br: undefined, gzip: undefined, any: undefined };
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';').map((piece) => piece.trim().toLowerCase());
    const q = qualityOf(params);
    if (coding === 'br') weights.br = q;
    else if (coding === 'gzip' || coding === 'x-gzip') weights.gzip = q;
    else if (coding === '*') weights.any = q;
  }
  return weights;
}

let lastHeader: string | undefined;
let lastWeights: Weights = { br: undefined, gzip: undefined, any: undefined };

/** The q-values an Accept-Encoding header gives br and gzip (a coding it does not name gets `*`'s). */
function weightsOf(header: string): { br: number; gzip: number } {
  // Browsers and load generators send the same few headers over and over.
  if (header !== lastHeader) {
    lastWeights = readWeights(header);
    lastHeader = header;
  }
  const { br, gzip, any } = lastWeights;
  return { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
}

/**
 * The coding to answer in, of those `offered`, by the request's Accept-Encoding: the one with the
 * highest q above 0 (brotli first on a tie, as it is smaller); undefined for none (identity).
 */
export function preferredCoding(
  header: string | undefined,
  offered: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = weightsOf(header);
  let best: ContentCoding | undefined;
  for (const coding of offered) {
    const q = weights[coding];
    if (q > 0 && (best === undefined || q > weights[best] || (q === weights[best] && coding === 'br'))) best = coding;
  }
  return best;
}

/** Whether an Accept-Encoding header allows gzip (named with q > 0, or `*` when gzip is not named). */
export function acceptsGzip(header: string | undefined): boolean {
  return preferredCoding(header, ['gzip']) === 'gzip';
}
