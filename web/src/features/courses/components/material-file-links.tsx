/**
 * How a learner opens a material file: Open (in a new tab: the browser shows PDFs and images
 * itself) and Download (saved under the file's own name), both signed URLs; an image also shows a
 * preview. Signed-out visitors are asked to log in (files are for signed-in learners).
 */
import { Box, HStack, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { DownloadIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useOnline } from '@/hooks/use-online';
import { useSignedFileUrl } from '@/hooks/use-signed-file-url';
import { aroundSlot, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { MATERIAL_BUCKET, type Material, type MaterialFile } from '@contract';

function FileLinks({ material, file }: { material: Material; file: MaterialFile }) {
  const t = useT();
  const online = useOnline();
  // A file's links are signed by Storage, which needs the network: offline they are not asked for, and
  // the page's one offline line says why (course-screen.tsx), not an error under every material.
  const open = useSignedFileUrl(MATERIAL_BUCKET, file.path);
  const download = useSignedFileUrl(MATERIAL_BUCKET, file.path, file.name);
  if (!online) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="1" data-testid="material-offline">
        {t('course.materials.offline')}
      </Text>
    );
  }
  if (open.error || download.error) {
    return (
      <Text role="alert" fontSize="sm" color="red.600">
        {errorText(t, open.error ?? download.error)}{' '}
        <Link as="button" onClick={() => void Promise.all([open.refetch(), download.refetch()])} color="brand.700" textDecoration="underline">
          {t('course.materials.tryAgain')}
        </Link>
      </Text>
    );
  }
  return (
    <Box>
      {material.type === 'image' ? (
        <Skeleton loading={!open.data} borderRadius="md" mt="2" maxW="64">
          {open.data ? (
            <Image
              src={open.data}
              alt={t('course.materials.preview', { title: material.title })}
              maxH="40"
              maxW="64"
              objectFit="contain"
              borderRadius="md"
              borderWidth="1px"
            />
          ) : (
            <Box h="24" />
          )}
        </Skeleton>
      ) : null}
      <HStack gap="4" mt="1" fontSize="sm">
        {open.data ? (
          <Link href={open.data} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
            <ExternalLinkIcon /> {t('course.materials.open')}
            <Text as="span" srOnly>
              {t('course.materials.fileOpens', { title: material.title })}
            </Text>
          </Link>
        ) : (
          <Text color="fg.muted">{t('course.materials.preparing')}</Text>
        )}
        {download.data ? (
          <Link href={download.data} color="brand.700" fontWeight="semibold">
            <DownloadIcon /> {t('course.materials.download')}
            <Text as="span" srOnly>
              {file.name}
            </Text>
          </Link>
        ) : null}
      </HStack>
    </Box>
  );
}

export function MaterialFileLinks({ material, file }: { material: Material; file: MaterialFile }) {
  const t = useT();
  const user = useCurrentUser();
  if (!user) {
    const [before, after] = aroundSlot(t, 'course.materials.logInTo');
    return (
      <Text fontSize="sm" color="fg.muted">
        {before}
        <Link asChild color="brand.700">
          <RouterLink to={paths.auth.getHref('login')}>{t('course.materials.logIn')}</RouterLink>
        </Link>
        {after}
      </Text>
    );
  }
  return <FileLinks material={material} file={file} />;
}
