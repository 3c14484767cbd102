// A small page writer over pdfkit for the partners' papers: A4, Helvetica, headings, blocks of lines and rows of
// figures right-aligned. The same input always gives the same bytes (the creation date is the document's own).
import PDFDocument from 'pdfkit';
import { isPrintable } from '../../../common/documents';
import { formatEuros } from '../../../common/money';

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const AMOUNT_WIDTH = 110;

/**
 * The standard fonts read WinAnsi: the narrow no-break space Intl puts between thousands becomes a no-break
 * space, a letter they lack the nearest one they have (ễ → ê, ł has none), anything else a question mark.
 */
const winAnsi = (text: string) =>
  [...text.normalize('NFC').replace(/\u202f/g, '\u00a0')]
    .map((char) => {
      // ễ → ê: its accents dropped from the last until what remains is a letter the fonts have.
      const [base = '', ...marks] = char.normalize('NFD');
      for (let kept = marks.length; kept >= 0; kept--) {
        const letter = [base, ...marks.slice(0, kept)].join('').normalize('NFC');
        if ([...letter].length === 1 && isPrintable(letter)) return letter;
      }
      return '?';
    })
    .join('');

/** « 1 234,56 € » as the page can draw it. */
export const euros = (cents: number) => winAnsi(formatEuros(cents));

export type Row = { label: string; cents: number; bold?: boolean; note?: string };

export class Page {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];

  constructor(title: string, issuedAt: Date) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: winAnsi(title), Producer: 'PDFKit', Creator: 'Recherche', CreationDate: issuedAt },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.doc.font('Helvetica');
  }

  heading(text: string, size = 18): this {
    this.doc.font('Helvetica-Bold').fontSize(size).text(winAnsi(text), { width: WIDTH });
    this.doc.font('Helvetica').fontSize(10).moveDown(0.5);
    return this;
  }

  line(text: string, { bold = false, size = 10 }: { bold?: boolean; size?: number } = {}): this {
    this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(winAnsi(text), { width: WIDTH });
    this.doc.font('Helvetica').fontSize(10);
    return this;
  }

  /** A line in grey: what explains the figures without being one of them. */
  muted(text: string): this {
    this.doc.fillColor('#555555').fontSize(9).text(winAnsi(text), { width: WIDTH });
    this.doc.fillColor('black').fontSize(10);
    return this;
  }

  space(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Two blocks side by side (the issuer and the recipient), each a title and its lines. */
  parties(left: { title: string; lines: string[] }, right: { title: string; lines: string[] }): this {
    const top = this.doc.y;
    const half = WIDTH / 2 - 10;
    const block = (x: number, { title, lines }: { title: string; lines: string[] }) => {
      this.doc.font('Helvetica-Bold').fontSize(10).text(winAnsi(title), x, top, { width: half });
      this.doc.font('Helvetica');
      for (const text of lines) this.doc.text(winAnsi(text), x, undefined, { width: half });
      return this.doc.y;
    };
    const bottom = Math.max(block(MARGIN, left), block(MARGIN + WIDTH / 2 + 10, right));
    this.doc.x = MARGIN;
    this.doc.y = bottom;
    return this.space();
  }

  /** A label on the left and its amount on the right, one row each; a rule above the bold ones. */
  figures(rows: Row[]): this {
    for (const row of rows) {
      if (row.bold) {
        this.doc
          .moveTo(MARGIN, this.doc.y)
          .lineTo(MARGIN + WIDTH, this.doc.y)
          .lineWidth(0.5)
          .stroke();
        this.doc.moveDown(0.3);
      }
      const y = this.doc.y;
      this.doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      this.doc.text(winAnsi(row.label), MARGIN, y, { width: WIDTH - AMOUNT_WIDTH - 10 });
      const after = this.doc.y;
      this.doc.text(euros(row.cents), MARGIN + WIDTH - AMOUNT_WIDTH, y, {
        width: AMOUNT_WIDTH,
        align: 'right',
      });
      this.doc.x = MARGIN;
      this.doc.y = Math.max(after, this.doc.y);
      if (row.note)
        this.doc
          .fontSize(8)
          .text(winAnsi(row.note), { width: WIDTH - AMOUNT_WIDTH })
          .fontSize(10);
      this.doc.moveDown(0.3);
    }
    this.doc.font('Helvetica');
    return this;
  }

  /** A table of text cells: the first column left, the others right-aligned, a bold header. */
  table(header: string[], rows: string[][], widths: number[]): this {
    const draw = (cells: string[], bold: boolean) => {
      if (this.doc.y > 760) this.doc.addPage();
      const y = this.doc.y;
      let x = MARGIN;
      let bottom = y;
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((cell, i) => {
        const width = widths[i]! * WIDTH;
        this.doc.text(winAnsi(cell), x, y, { width: width - 4, align: i === 0 ? 'left' : 'right' });
        bottom = Math.max(bottom, this.doc.y);
        x += width;
      });
      this.doc.x = MARGIN;
      this.doc.y = bottom + 3;
    };
    draw(header, true);
    for (const [i, row] of rows.entries()) draw(row, i === rows.length - 1 && row[0] === 'Total');
    this.doc.font('Helvetica').fontSize(10);
    return this.space();
  }

  small(text: string): this {
    this.doc.fontSize(8).text(winAnsi(text), { width: WIDTH }).fontSize(10);
    return this;
  }

  /** The finished file. */
  end(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
