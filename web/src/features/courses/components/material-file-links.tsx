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
import { useSignedFileUrl } from '@/hooks/use-signed-file-url';
import { describeError } from '@/lib/api-client';
import { MATERIAL_BUCKET, type Material, type MaterialFile } from '@contract';

function FileLinks({ material, file }: { material: Material; file: MaterialFile }) {
  const open = useSignedFileUrl(MATERIAL_BUCKET, file.path);
  const download = useSignedFileUrl(MATERIAL_BUCKET, file.path, file.name);
  if (open.error || download.error) {
    return (
      <Text role="alert" fontSize="sm" color="red.600">
        {describeError(open.error ?? download.error)}{' '}
        <Link as="button" onClick={() => void Promise.all([open.refetch(), download.refetch()])} color="brand.700" textDecoration="underline">
          Try again
        </Link>
      </Text>
    );
  }
  return (
    <Box>
      {material.type === 'image' ? (
        <Skeleton loading={!open.data} borderRadius="md" mt="2" maxW="64">
          {open.data ? (
            <Image src={open.data} alt={`Preview of ${material.title}`} maxH="40" maxW="64" objectFit="contain" borderRadius="md" borderWidth="1px" />
          ) : (
            <Box h="24" />
          )}
        </Skeleton>
      ) : null}
      <HStack gap="4" mt="1" fontSize="sm">
        {open.data ? (
          <Link href={open.data} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
            <ExternalLinkIcon /> Open
            <Text as="span" srOnly>
              {material.title} (opens in a new tab)
            </Text>
          </Link>
        ) : (
          <Text color="fg.muted">Preparing link…</Text>
        )}
        {download.data ? (
          <Link href={download.data} color="brand.700" fontWeight="semibold">
            <DownloadIcon /> Download
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
  const user = useCurrentUser();
  if (!user) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Link asChild color="brand.700">
          <RouterLink to={paths.auth.getHref('login')}>Log in</RouterLink>
        </Link>{' '}
        to open this file.
      </Text>
    );
  }
  return <FileLinks material={material} file={file} />;
}
