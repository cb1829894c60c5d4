import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type LegalDocument, type LegalKind, loadLegalDocument } from './index.ts';

const languages = ['zh-Hans', 'en', 'fr', 'es', 'zh-Hant'] as const;
const kinds: LegalKind[] = ['agreement', 'privacy'];

// Characters that exist only in one script, so a stray one means a text was not converted.
const simplifiedOnly = [...'们这个说时为会发号码机权据应关删账户条协议务护让认过还进与见经题请录续动态东门间问开'];
const traditionalOnly = [...'們這個說時為會發號碼機權據應關刪帳戶條協議務護讓認過還進與見經題請錄續動態東門間問開'];

function allText(document: LegalDocument): string {
  return [
    document.title,
    ...document.preamble,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n');
}

function found(text: string, characters: string[]): string[] {
  return characters.filter((character) => text.includes(character));
}

for (const kind of kinds) {
  test(`${kind}: every language loads with the same shape`, async () => {
    const documents = await Promise.all(languages.map((language) => loadLegalDocument(kind, language)));
    const sectionCount = documents[0]?.sections.length ?? 0;
    assert.ok(sectionCount >= 10, `${kind} has ${sectionCount} sections`);
    documents.forEach((document, index) => {
      const language = languages[index];
      assert.equal(document.sections.length, sectionCount, `${kind}.${language} section count`);
      assert.match(document.effectiveDate, /^\d{4}-\d{2}-\d{2}$/, `${kind}.${language} effectiveDate`);
      assert.equal(document.effectiveDate, documents[0]?.effectiveDate, `${kind}.${language} effectiveDate`);
      assert.ok(document.title.trim(), `${kind}.${language} title`);
      assert.ok(document.preamble.length > 0, `${kind}.${language} preamble`);
      for (const paragraph of document.preamble) assert.ok(paragraph.trim(), `${kind}.${language} preamble`);
      for (const [at, section] of document.sections.entries()) {
        assert.ok(section.heading.trim(), `${kind}.${language} section ${at} heading`);
        assert.ok(section.paragraphs.length > 0, `${kind}.${language} section ${at} has no paragraphs`);
        for (const paragraph of section.paragraphs) {
          assert.ok(paragraph.trim(), `${kind}.${language} section ${at} has an empty paragraph`);
        }
      }
    });
  });

  test(`${kind}: each Chinese text keeps to its own script`, async () => {
    const simplified = allText(await loadLegalDocument(kind, 'zh-Hans'));
    const traditional = allText(await loadLegalDocument(kind, 'zh-Hant'));
    assert.deepEqual(found(traditional, simplifiedOnly), [], `${kind}.zh-Hant has Simplified characters`);
    assert.deepEqual(found(simplified, traditionalOnly), [], `${kind}.zh-Hans has Traditional characters`);
  });
}

test('an unknown language falls back to English', async () => {
  const english = await loadLegalDocument('privacy', 'en');
  const unknown = await loadLegalDocument('privacy', 'de' as unknown as 'en');
  assert.equal(unknown, english);
});
