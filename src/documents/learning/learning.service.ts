import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/auth';
import { Database, type Executor } from '../../db/database';
import type { DraftData, DraftLine, ReadDocument, TemplateHints } from '../document.types';
import type { Extraction } from '../extraction/extractor';
import { detectNumberStyle } from '../extraction/rules/amounts';
import { extractFromText } from '../extraction/rules/rules-extractor';
import { buildLayout, type DocumentLayout } from '../layout/document-layout';
import type { DraftRow } from '../drafts/drafts.repository';
import type { TemplateRow } from '../templates/templates.repository';
import { applyLearning } from './apply-learning';
import { forgetDraft, learnFromCorrection } from './learn';
import { LearningRepository } from './learning.repository';
import type { DraftProvenance, ProvenanceReader, StoredPage } from './learning.types';
import { layoutOfStored, toStoredPages } from './page-model';
import { buildProvenance, headerValues } from './provenance';
import { Clock } from '../../common/clock';

/** What the pipeline keeps between extraction and the end of review to write the provenance. */
export interface LearningContext {
  pages: StoredPage[] | null;
  layout: DocumentLayout | null;
  /** The data as extracted (learned anchors applied), before review filled template and registry facts. */
  extracted: DraftData;
  readers: Record<string, ProvenanceReader>;
  defaultReader: ProvenanceReader;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Provenance of drafts and learning from reviewers (issue 13). Called at three points: after extraction (learned
 * anchors first, page model kept), on PATCH (learn, provenance of the corrected values) and on reject (forget).
 */
@Injectable()
export class LearningService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(LearningRepository) private readonly repository: LearningRepository,
  ) {}

  /** Tries the template's learned anchors on the document, and notes which reader found each value. */
  refine<E extends Extraction & { extractor: 'rules' | 'llm' }>(doc: ReadDocument, hints: TemplateHints, template: TemplateRow | null, outcome: E): { outcome: E; context: LearningContext } {
    const defaultReader: ProvenanceReader = outcome.extractor;
    if (!doc.pages.some((p) => p.geometry || 'words' in p)) {
      return { outcome, context: { pages: null, layout: null, extracted: outcome.data, readers: {}, defaultReader } };
    }
    const layout = buildLayout(doc);
    const applied = applyLearning(layout, outcome, template?.learned, hints, detectNumberStyle(doc.text));
    const readers: Record<string, ProvenanceReader> = {};
    if (outcome.extractor === 'rules') {
      // The text-line rules alone: a value they read too is theirs; one only the layout readers found is 'layout'.
      const text = extractFromText(doc, hints).data;
      const fromText = headerValues(text);
      for (const [path, value] of Object.entries(headerValues(applied.data))) readers[path] = same(value, fromText[path]) ? 'rules' : 'layout';
      applied.data.lines.forEach((l, i) => {
        const t = text.lines[i];
        readers[`lines[${i}]`] = t && t.description === l.description && t.quantity === l.quantity ? 'rules' : 'layout';
      });
    }
    for (const field of applied.learnedFields) {
      if (field === 'lines') applied.data.lines.forEach((_, i) => (readers[`lines[${i}]`] = 'learned'));
      else readers[field] = 'learned';
    }
    return {
      outcome: { ...outcome, data: applied.data, fieldConfidence: applied.fieldConfidence, notes: applied.notes },
      context: { pages: toStoredPages(doc), layout, extracted: applied.data, readers, defaultReader },
    };
  }

  /** The provenance of the reviewed data: values review added come from the template or the registry. */
  provenance(context: LearningContext, reviewed: DraftData, fieldConfidence: Record<string, number>, hints: TemplateHints): DraftProvenance {
    const readers = { ...context.readers };
    const before = headerValues(context.extracted);
    const fromTemplate: Record<string, unknown> = {
      'receiver.name': hints.receiverName,
      'receiver.docNumber': hints.receiverDocNumber?.replace(/\D/g, ''),
      'receiver.docType': hints.receiverDocType,
      'receiver.condicionIva': hints.receiverCondicionIva,
      concepto: hints.concepto,
      pricesIncludeIva: hints.pricesIncludeIva,
    };
    for (const [path, value] of Object.entries(headerValues(reviewed))) {
      if (value === null || same(value, before[path])) continue;
      readers[path] = path === 'documentTotal' ? 'computed' : same(value, fromTemplate[path]) || !path.startsWith('receiver.') ? 'template' : 'registry';
    }
    return buildProvenance({ pages: context.pages, layout: context.layout, data: reviewed, fieldConfidence, readers, defaultReader: context.defaultReader });
  }

  async savePages(tx: Executor, draft: Pick<DraftRow, 'id' | 'accountId' | 'environment'>, context: LearningContext): Promise<void> {
    if (context.pages?.length) await this.repository.savePages(tx, draft, context.pages);
  }

  /**
   * A reviewer's PATCH with data: the provenance of the corrected data (changed values are the reviewer's), and
   * `learn`, to run in the PATCH's transaction, which teaches the draft's template. `reviewedLines` are the
   * corrected lines after the review priced them: a line whose description the reviewer changed to an article's
   * name is priced by the review, and that pricing is what teaches the alias.
   */
  async correction(auth: Pick<AuthContext, 'accountId' | 'environment'>, draft: DraftRow, after: DraftData, template: TemplateRow | null, reviewedLines: DraftLine[] = after.lines) {
    const pages = await this.repository.findPages(auth, draft.id);
    const layout = pages ? layoutOfStored(pages) : null;
    const earlier = draft.provenance;
    const before = headerValues(draft.data ?? { lines: [], receiver: { name: null, docType: null, docNumber: null, condicionIva: null } });
    const readers: Record<string, ProvenanceReader> = {};
    const confidence: Record<string, number> = {};
    for (const [path, value] of Object.entries(headerValues(after))) {
      const kept = same(value, before[path]) ? earlier?.fields[path] : undefined;
      readers[path] = kept?.reader ?? 'reviewer';
      confidence[path] = kept?.confidence ?? 1;
    }
    after.lines.forEach((line, i) => {
      const kept = same(line, draft.data?.lines[i]) ? earlier?.lines[i] : undefined;
      readers[`lines[${i}]`] = kept?.reader ?? 'reviewer';
      confidence[`lines[${i}]`] = kept?.confidence ?? 1;
    });
    const provenance = buildProvenance({ pages, layout, data: after, fieldConfidence: confidence, readers, defaultReader: 'reviewer' });
    const learn = async (tx: Executor): Promise<void> => {
      if (!template || !draft.data) return;
      const locked = await this.repository.lockLearning(tx, auth, template.id);
      if (!locked) return;
      const learned = learnFromCorrection(locked.learned, {
        draftId: draft.id,
        layout,
        before: draft.data,
        after: { ...after, lines: reviewedLines.length === after.lines.length ? reviewedLines : after.lines },
        priceList: template.priceList,
        now: this.clock.now(),
      });
      if (!same(learned, locked.learned)) await this.repository.saveLearning(tx, auth, template.id, learned);
    };
    return { provenance, learn };
  }

  /** A rejected draft: what its corrections taught its template is taken back. */
  async forget(auth: Pick<AuthContext, 'accountId' | 'environment'>, draft: Pick<DraftRow, 'id' | 'templateId'>): Promise<void> {
    if (!draft.templateId) return;
    await this.database.transaction(async (tx) => {
      const locked = await this.repository.lockLearning(tx, auth, draft.templateId!);
      if (!locked?.learned) return;
      const learned = forgetDraft(locked.learned, draft.id);
      if (!same(learned, locked.learned)) await this.repository.saveLearning(tx, auth, draft.templateId!, learned);
    });
  }
}
