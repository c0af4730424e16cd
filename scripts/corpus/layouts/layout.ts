import type { CatalogName } from '../catalogs';
import type { ExtraScanStyle } from '../degrade-extra';
import type { Fresh3ScanStyle } from '../degrade-fresh3';
import type { Fresh4ScanStyle } from '../degrade-fresh4';
import type { Fresh5ScanStyle } from '../degrade-fresh5';
import type { Fresh6ScanStyle } from '../degrade-fresh6';
import type { Fresh7ScanStyle } from '../degrade-fresh7';
import type { Fresh8ScanStyle } from '../degrade-fresh8';
import type { Fresh9ScanStyle } from '../degrade-fresh9';
import type { Fresh10ScanStyle } from '../degrade-fresh10';
import type { Fresh11ScanStyle } from '../degrade-fresh11';
import type { Fresh12ScanStyle } from '../degrade-fresh12';
import type { Fresh13ScanStyle } from '../degrade-fresh13';
import type { Fresh14ScanStyle } from '../degrade-fresh14';
import type { Fresh15ScanStyle } from '../degrade-fresh15';
import type { Fresh16ScanStyle } from '../degrade-fresh16';
import type { Fresh17ScanStyle } from '../degrade-fresh17';
import type { Fresh18ScanStyle } from '../degrade-fresh18';
import type { Fresh19ScanStyle } from '../degrade-fresh19';
import type { Fresh20ScanStyle } from '../degrade-fresh20';
import type { Fresh21ScanStyle } from '../degrade-fresh21';
import type { Fresh22ScanStyle } from '../degrade-fresh22';
import type { Fresh23ScanStyle } from '../degrade-fresh23';
import type { Fresh24ScanStyle } from '../degrade-fresh24';
import type { Fresh25ScanStyle } from '../degrade-fresh25';
import type { Fresh26ScanStyle } from '../degrade-fresh26';
import type { Fresh27ScanStyle } from '../degrade-fresh27';
import type { Fresh28ScanStyle } from '../degrade-fresh28';
import type { Fresh29ScanStyle } from '../degrade-fresh29';
import type { Fresh30ScanStyle } from '../degrade-fresh30';
import type { Fresh31ScanStyle } from '../degrade-fresh31';
import type { DocSpec } from '../document';
import type { Issuer } from '../fake-data';
import type { Rng } from '../random';

/** The fixed part of a template file (templates/<id>.json); the priceList comes from the catalog. */
export interface TemplateSpec {
  id: string;
  name: string;
  instructions: string;
  catalog: CatalogName;
  pricesIncludeIva: boolean;
  ivaRate: 21;
  concepto: 1 | 2 | 3;
}

/** One document design: who issues it, how a document's data is drawn, and how it is drawn on paper. */
export interface Layout {
  id: string;
  kind: 'invoice' | 'remito';
  /** One line for the docs and the manifest. */
  title: string;
  /** A4 portrait unless said otherwise; a ticket computes its own height. */
  page: { size: [number, number] | 'A4'; landscape?: boolean };
  issuer: (rng: Rng) => Issuer;
  template: (issuer: Issuer) => TemplateSpec;
  /** Draws the document's data; `index` counts the documents of this layout (remitos use it to miss a price one time in three). */
  compose: (rng: Rng, ctx: { issuer: Issuer; template: TemplateSpec; index: number; today: string }) => DocSpec;
  /** Draws with pdfkit; or, for layouts made as other software makes them, `html` is printed by chromium. */
  draw?: (pdf: PDFKit.PDFDocument, doc: DocSpec) => void;
  /** An HTML page printed to PDF by headless chromium (a text layer as browsers and web ERPs write it). */
  html?: (doc: DocSpec) => string;
  /** A PDF made by another library (pdf-lib in fresh3, jsPDF in fresh6…), for a text layer unlike pdfkit's and chromium's. */
  render?: (doc: DocSpec) => Promise<Buffer>;
  /** Its pages repeat one voucher (ORIGINAL / DUPLICADO / TRIPLICADO): a photo of page 1 is the whole document. */
  repeatsVoucherPages?: boolean;
  /** The extra scan style (degrade-extra.ts, degrade-fresh3.ts … degrade-fresh10.ts, degrade-fresh11.ts, degrade-fresh12.ts, degrade-fresh13.ts, degrade-fresh14.ts, degrade-fresh15.ts, degrade-fresh16.ts, degrade-fresh17.ts, degrade-fresh18.ts, degrade-fresh19.ts, degrade-fresh20.ts, degrade-fresh21.ts, degrade-fresh22.ts, degrade-fresh23.ts, degrade-fresh24.ts, degrade-fresh25.ts, degrade-fresh26.ts, degrade-fresh27.ts, degrade-fresh28.ts, degrade-fresh29.ts, degrade-fresh30.ts, degrade-fresh31.ts) a plan's 'own' scan uses for this layout. */
  scanStyle?: ExtraScanStyle | Fresh3ScanStyle | Fresh4ScanStyle | Fresh5ScanStyle | Fresh6ScanStyle | Fresh7ScanStyle | Fresh8ScanStyle | Fresh9ScanStyle | Fresh10ScanStyle | Fresh11ScanStyle | Fresh12ScanStyle | Fresh13ScanStyle | Fresh14ScanStyle | Fresh15ScanStyle | Fresh16ScanStyle | Fresh17ScanStyle | Fresh18ScanStyle | Fresh19ScanStyle | Fresh20ScanStyle | Fresh21ScanStyle | Fresh22ScanStyle | Fresh23ScanStyle | Fresh24ScanStyle | Fresh25ScanStyle | Fresh26ScanStyle | Fresh27ScanStyle | Fresh28ScanStyle | Fresh29ScanStyle | Fresh30ScanStyle | Fresh31ScanStyle;
  /** Its text is drawn as vector outlines: a PDF made by software, yet with no text layer at all (fresh4, fresh29). */
  noTextLayer?: boolean;
  /** Page size of this document when it depends on the content (tickets). */
  pageSize?: (doc: DocSpec) => [number, number];
}
