import { createContext, useContext, useEffect } from 'react';

export type HeadData = { title: string; description: string };

/** Filled while pre-rendering, so the build can write each page's <title> and description. */
export const HeadContext = createContext<HeadData | null>(null);

const BRAND = 'Owo';

export function formatTitle(tag: string): string {
  return `${tag} | ${BRAND}`;
}

type PageTagProps = { tag: string; description?: string };

/** A public page's tag (HOME, BUSINESS, CARD…), shown as the document title. */
export function PageTag({ tag, description }: PageTagProps) {
  const collected = useContext(HeadContext);
  if (collected) {
    collected.title = formatTitle(tag);
    if (description) collected.description = description;
  }
  useEffect(() => {
    document.title = formatTitle(tag);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [tag, description]);
  return null;
}
