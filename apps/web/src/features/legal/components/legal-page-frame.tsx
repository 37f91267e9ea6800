import { legalTitles } from '../texts/titles';
import type { LegalInfo, LegalPage } from '@navihub/contract/legal';
import { messages } from '@navihub/contract/messages';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSiteConfig } from '@/lib/site-config';
import { useLegalInfo } from '../api/legal-info';
import { blocksOfOperatorText, TEMPLATE_NOTICE, type LegalBlock, type LegalValues } from '../texts/document';
import { LegalDocument } from './legal-document';

/** The `{placeholders}` of the templates: the seller and the shop's own settings. */
function valuesOf(info: LegalInfo, brand: string, supportEmail: string, page: LegalPage): LegalValues {
  return {
    page,
    brand,
    support_email: supportEmail,
    seller_name: info.seller.name,
    seller_address: info.seller.address.join(', '),
    seller_email: info.seller.email,
    seller_country: info.seller.country,
  };
}

/** A template still in English: the English notice opens it (a translated one opens with its language's). */
const isEnglishTemplate = (blocks: LegalBlock[]) =>
  blocks[0]?.kind === 'notice' && blocks[0].text === TEMPLATE_NOTICE;

/**
 * The operator's own text (marked English when it is the English fallback, decision 070), else
 * the template.
 */
function documentOf(
  own: string | null,
  ownLanguage: string | null | undefined,
  template: () => LegalBlock[],
) {
  if (own !== null) return { blocks: blocksOfOperatorText(own), english: (ownLanguage ?? 'en') === 'en' };
  const blocks = template();
  return { blocks, english: isEnglishTemplate(blocks) };
}

/**
 * A legal page: the operator's own text (LEGAL_DIR) when there is one, else the template; with
 * 'Loading...' and a note when the settings cannot be read.
 */
export function LegalPageFrame({
  page,
  title,
  template,
  children,
}: {
  page: LegalPage;
  title: string;
  template: (info: LegalInfo) => LegalBlock[];
  /** Shown after the text (the imprint's details, the withdrawal link). */
  children?: (info: LegalInfo) => ReactNode;
}) {
  const { config } = useSiteConfig();
  const legal = useLegalInfo();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 pb-8">
      <PageHeader title={legalTitles[page] ?? title} />
      <Card className="grid gap-6 p-4 sm:p-6">
        {legal.isPending && <Spinner label={messages.loading} />}
        {legal.isError && <Alert variant="destructive" title={messages.somethingWrong} />}
        {legal.data && (
          <>
            <LegalDocument
              {...documentOf(legal.data.texts[page], legal.data.text_languages?.[page], () =>
                template(legal.data),
              )}
              values={valuesOf(legal.data, config.brand, config.support_email, page)}
            />
            {children?.(legal.data)}
          </>
        )}
      </Card>
    </div>
  );
}
