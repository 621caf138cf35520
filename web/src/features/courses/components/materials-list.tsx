/**
 * A course's materials (docs/product.md#courses), grouped by type: PDFs, images, documents, links,
 * each group in the admins' order; only those with something to open (`shownMaterials`: an older
 * material with neither a file nor a link is left out). Uploaded files open and download by signed URL
 * (material-file-links.tsx); links open in a new tab.
 */
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';

import { BookIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatNumber, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';

import { useShownMaterials } from '../api/get-course-materials';
import { contentLang } from '../content-lang';
import { MATERIAL_TYPES, type Material } from '@contract';
import { materialTypeHeading, materialTypeName } from '../format';
import { MaterialFileLinks } from './material-file-links';
import { MaterialIcon } from './material-icon';

/** `locked`: a logged-out visitor sees what the course holds, not the files or links themselves. */
function MaterialItem({ material, locked }: { material: Material; locked: boolean }) {
  const t = useT();
  const lang = contentLang(material.lang);
  return (
    <Flex as="li" gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" align="flex-start" minW="0">
      <Box p="2" borderRadius="lg" bg="brand.50" color="brand.700" flexShrink={0}>
        <MaterialIcon type={material.type} boxSize="5" />
      </Box>
      <Box minW="0">
        {material.fileUrl && !locked ? (
          <Link href={material.fileUrl} target="_blank" rel="noopener noreferrer" fontWeight="semibold" color="brand.800" overflowWrap="anywhere">
            <span {...lang}>{material.title}</span>
            <ExternalLinkIcon />
            <Text as="span" srOnly>
              {t('course.materials.typeOpens', { type: t(materialTypeName[material.type]) })}
            </Text>
          </Link>
        ) : (
          <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere" {...lang}>
            {material.title}
          </Text>
        )}
        {material.description ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" {...lang}>
            {material.description}
          </Text>
        ) : null}
        {material.file && !locked ? <MaterialFileLinks material={material} file={material.file} /> : null}
      </Box>
    </Flex>
  );
}

export function MaterialsList({ courseId, locked = false }: { courseId: number; locked?: boolean }) {
  const t = useT();
  const { data: materials, isPending, error, refetch } = useShownMaterials(courseId);
  return (
    <Panel title={t('course.materials.title')} headingId="course-materials" icon={BookIcon}>
      {isPending ? <LoadingState label={t('course.materials.loading')} lines={2} /> : null}
      {error ? <ErrorState message={t('course.materials.failed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {materials && materials.length === 0 ? <EmptyState message={t('course.materials.empty')} /> : null}
      {materials && materials.length > 0 ? (
        <Stack gap="5">
          {MATERIAL_TYPES.map((type) => {
            const ofType = materials.filter((material) => material.type === type);
            if (ofType.length === 0) return null;
            return (
              <Box as="section" key={type} aria-labelledby={`materials-${type}`} data-testid={`materials-${type}`}>
                <Heading as="h3" id={`materials-${type}`} size="sm" color="brand.800" mb="2">
                  {t('course.materials.group', { type: t(materialTypeHeading[type]), count: formatNumber(ofType.length) })}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {ofType.map((material) => (
                    <MaterialItem key={material.id} material={material} locked={locked} />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </Panel>
  );
}
