/**
 * The part of pdfmake (0.3, Node build) Banco uses, typed here rather than with @types/pdfmake: that
 * package pulls the DOM library into the server's types (`/// <reference lib="dom" />`), which would
 * let browser globals type-check in server code.
 */
declare module 'pdfmake' {
  type Margin = number | [number, number] | [number, number, number, number];
  type Alignment = 'left' | 'right' | 'center' | 'justify';

  interface Styled {
    style?: string | string[];
    bold?: boolean;
    italics?: boolean;
    fontSize?: number;
    color?: string;
    fillColor?: string;
    alignment?: Alignment;
    margin?: Margin;
    width?: number | string;
    pageBreak?: 'before' | 'after';
  }

  export type TableCell = string | (Styled & { text: string });

  export type Content =
    | string
    | Content[]
    | (Styled & { text: string | Content[] })
    | (Styled & { image: string; fit?: [number, number]; width?: number })
    | (Styled & { columns: Content[]; columnGap?: number })
    | (Styled & { stack: Content[] })
    | (Styled & { layout?: string; table: { headerRows?: number; widths?: (number | string)[]; body: TableCell[][] } });

  export type Style = Omit<Styled, 'style' | 'width'>;

  export interface DocumentDefinition {
    content: Content[];
    info?: { title?: string; author?: string; subject?: string; creator?: string };
    pageSize?: 'A4' | 'A5' | 'A6' | { width: number; height: number };
    pageMargins?: Margin;
    footer?: (currentPage: number, pageCount: number) => Content;
    header?: (currentPage: number, pageCount: number) => Content;
    styles?: Record<string, Style>;
    defaultStyle?: Style & { font?: string };
  }

  interface CreatedPdf {
    getBuffer(): Promise<Buffer>;
  }

  interface FontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  const pdfmake: {
    /** pdfmake's in-memory files, which a font's file name is looked up in before the disk. */
    virtualfs: { writeFileSync(filename: string, content: Buffer): void };
    setFonts(fonts: Record<string, FontFamily>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(document: DocumentDefinition): CreatedPdf;
  };
  export default pdfmake;
}
