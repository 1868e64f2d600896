import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';

/** Sets `document.title` to "<page> - <product>" in the current language. */
export function useDocumentTitle(page?: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const product = PRODUCT_NAME[currentLanguage()];
    document.title = page ? `${page} - ${product}` : product;
  }, [page, language]);
}
