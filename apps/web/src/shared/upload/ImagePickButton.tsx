import { type ReactNode, useRef } from 'react';
import { VISUALLY_HIDDEN } from '../ui/attrs.ts';

interface ImagePickButtonProps {
  label: string;
  multiple?: boolean;
  onPick: (files: FileList | null) => void;
  className?: string;
  children: ReactNode;
  disabled?: boolean;
}

/** A button that opens the system's image picker; the file input itself stays out of sight. */
export function ImagePickButton({ label, multiple, onPick, className, children, disabled }: ImagePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/*"
        multiple={multiple}
        className={VISUALLY_HIDDEN}
        tabIndex={-1}
        aria-hidden={true}
        onChange={(event) => {
          onPick(event.currentTarget.files);
          // The same file picked twice in a row must fire again.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
