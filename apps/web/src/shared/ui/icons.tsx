// The few line icons the app needs, drawn inline: no icon font, no extra request. Path data: icon-paths.ts.
import type { SVGProps } from 'react';
import { ICON_SVG, PATHS_OF, STROKED } from './icon-paths.ts';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One line icon from its path data (a feature's own icons use it too, e.g. pay/PayIcons.tsx). */
export function Icon({ paths, size = 24, ...rest }: IconProps & { paths: readonly string[] }) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false} {...rest}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function HeartIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.heart} {...props} />;
}

export function SquareIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.square} {...props} />;
}

export function ChatIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.chat} {...props} />;
}

export function UserIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.user} {...props} />;
}

export function BackIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.back} {...props} />;
}

export function SearchIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.search} {...props} />;
}

export function SettingsIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.settings} {...props} />;
}

export function EditIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.edit} {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.phone} {...props} />;
}

export function EyeIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.eye} {...props} />;
}

export function EyeOffIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.eyeOff} {...props} />;
}

export function BlockIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.block} {...props} />;
}

export function HiddenIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.hidden} {...props} />;
}

export function WalletIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.wallet} {...props} />;
}

export function DocumentIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.document} {...props} />;
}

export function FolderIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.folder} {...props} />;
}

export function CommentIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.comment} {...props} />;
}

export function GlobeIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.globe} {...props} />;
}

export function InfoIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.info} {...props} />;
}

export function AlipayIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.alipay} {...props} />;
}

export function AppleIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.apple} {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.close} {...props} />;
}

export function CameraIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.camera} {...props} />;
}

export function PlusIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.plus} {...props} />;
}

export function TrashIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.trash} {...props} />;
}

export function LocationIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.location} {...props} />;
}

export function CopyIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.copy} {...props} />;
}

export function ImageIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.image} {...props} />;
}

export function RefreshIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.refresh} {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Icon paths={PATHS_OF.chevronRight} {...props} />;
}
