import { FileTextIcon, ImageIcon, LinkIcon, PdfIcon } from '@/components/ui/icons';

import type { MaterialType } from '@contract';

const icons = { pdf: PdfIcon, image: ImageIcon, document: FileTextIcon, link: LinkIcon } as const;

export function MaterialIcon({ type, boxSize = '4' }: { type: MaterialType; boxSize?: string }) {
  const TypeIcon = icons[type];
  return <TypeIcon boxSize={boxSize} />;
}
