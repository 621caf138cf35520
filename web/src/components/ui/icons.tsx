/**
 * A small hand-picked icon set (24px grid, stroked, Lucide-style) drawn inline, so icons look the same
 * on every system (emoji fonts differ) and cost a few hundred bytes instead of an icon library.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function makeIcon(displayName: string, shapes: ReactNode) {
  function AppIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" boxSize="1em" flexShrink={0} {...props} asChild>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {shapes}
        </svg>
      </Icon>
    );
  }
  AppIcon.displayName = displayName;
  return AppIcon;
}

export const ClockIcon = makeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const QuizIcon = makeIcon(
  'QuizIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3" />
    <path d="M12 17h.01" />
  </>,
);
export const TicketIcon = makeIcon(
  'TicketIcon',
  <>
    <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" />
    <path d="M13 5v2M13 17v2M13 11v2" />
  </>,
);
export const TrophyIcon = makeIcon(
  'TrophyIcon',
  <>
    <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16" />
    <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
    <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
  </>,
);
export const LockIcon = makeIcon(
  'LockIcon',
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);
export const CheckCircleIcon = makeIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const StarIcon = makeIcon('StarIcon', <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />);
export const CoinIcon = makeIcon(
  'CoinIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 6.5v11M14.5 9.2c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 2s1 1.6 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1.1 0-2-.4-2.5-1.2" />
  </>,
);
export const UsersIcon = makeIcon(
  'UsersIcon',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const BellIcon = makeIcon(
  'BellIcon',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);
export const MailIcon = makeIcon(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </>,
);
export const CopyIcon = makeIcon(
  'CopyIcon',
  <>
    <rect x="8" y="8" width="14" height="14" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);
export const ShareIcon = makeIcon(
  'ShareIcon',
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
  </>,
);
export const PlayIcon = makeIcon('PlayIcon', <path d="M6 3l14 9-14 9V3z" />);
export const CaptionsIcon = makeIcon(
  'CaptionsIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M7 15h4M15 15h2M7 11h2M13 11h4" />
  </>,
);
export const PauseIcon = makeIcon(
  'PauseIcon',
  <>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </>,
);
export const RestartIcon = makeIcon(
  'RestartIcon',
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </>,
);
export const VolumeIcon = makeIcon(
  'VolumeIcon',
  <>
    <path d="M11 5 6 9H2v6h4l5 4V5z" />
    <path d="M15.54 8.46a5 5 0 0 1 0 7.07M19.07 4.93a10 10 0 0 1 0 14.14" />
  </>,
);
export const VolumeOffIcon = makeIcon(
  'VolumeOffIcon',
  <>
    <path d="M11 5 6 9H2v6h4l5 4V5z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);
export const GiftIcon = makeIcon(
  'GiftIcon',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5A4.8 4.8 0 0 1 12 8a4.8 4.8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5" />
  </>,
);
export const MapIcon = makeIcon(
  'MapIcon',
  <>
    <path d="M14.1 5.55a2 2 0 0 0 1.8 0l3.65-1.83A1 1 0 0 1 21 4.62v12.76a1 1 0 0 1-.55.9l-4.55 2.27a2 2 0 0 1-1.8 0l-4.2-2.1a2 2 0 0 0-1.8 0l-3.65 1.83A1 1 0 0 1 3 19.38V6.62a1 1 0 0 1 .55-.9L8.1 3.45a2 2 0 0 1 1.8 0z" />
    <path d="M15 5.76v15M9 3.24v15" />
  </>,
);
export const CalculatorIcon = makeIcon(
  'CalculatorIcon',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M8 6h8M16 14v4M16 10h.01M12 10h.01M8 10h.01M12 14h.01M8 14h.01M12 18h.01M8 18h.01" />
  </>,
);
export const TrainIcon = makeIcon(
  'TrainIcon',
  <>
    <rect x="4" y="3" width="16" height="16" rx="2" />
    <path d="M4 11h16M12 3v8M8 19l-2 3M18 22l-2-3M8 15h.01M16 15h.01" />
  </>,
);
export const FlameIcon = makeIcon(
  'FlameIcon',
  <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />,
);
export const SnowflakeIcon = makeIcon(
  'SnowflakeIcon',
  <>
    <path d="M2 12h20M12 2v20m-8.5-15 17 10m-17 0 17-10" />
    <path d="m9 4 3 3 3-3M9 20l3-3 3 3" />
  </>,
);
export const CompassIcon = makeIcon(
  'CompassIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12z" />
  </>,
);
export const BookIcon = makeIcon(
  'BookIcon',
  <>
    <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />
  </>,
);
export const LinkIcon = makeIcon(
  'LinkIcon',
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>,
);
export const FileTextIcon = makeIcon(
  'FileTextIcon',
  <>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7z" />
    <path d="M14 2v5h5M16 13H8M16 17H8M10 9H8" />
  </>,
);
export const PdfIcon = makeIcon(
  'PdfIcon',
  <>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7z" />
    <path d="M14 2v5h5M8 17v-4h1.5a1.5 1.5 0 0 1 0 3H8M14 13v4" />
  </>,
);
export const ImageIcon = makeIcon(
  'ImageIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
  </>,
);
export const ExternalLinkIcon = makeIcon(
  'ExternalLinkIcon',
  <>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
);
export const ArrowUpIcon = makeIcon('ArrowUpIcon', <path d="m5 12 7-7 7 7M12 19V5" />);
export const ArrowDownIcon = makeIcon('ArrowDownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);
export const PencilIcon = makeIcon('PencilIcon', <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />);
export const TrashIcon = makeIcon(
  'TrashIcon',
  <>
    <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
);
export const PlusIcon = makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const DownloadIcon = makeIcon('DownloadIcon', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const UploadIcon = makeIcon('UploadIcon', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
/** Points onward in a left-to-right line; mirror it (`_rtl`) where the line reads right to left. */
export const ChevronEndIcon = makeIcon('ChevronEndIcon', <path d="m9 18 6-6-6-6" />);
export const ChartIcon = makeIcon('ChartIcon', <path d="M3 3v18h18M18 17V9M13 17V5M8 17v-3" />);
export const HomeIcon = makeIcon('HomeIcon', <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
