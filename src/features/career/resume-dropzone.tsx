// Loaded though the drop area is `unstyled`: the build wants every bundled Mantine component's sheet (scripts/vite-mantine-styles-check.ts).
import '@mantine/dropzone/styles.css';
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE, hasResumeExtension } from '@contracts/career/submit-job';
import { ActionIcon, Button } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import classes from '@/features/career/resume-dropzone.module.css';
import { WRONG_CV_TYPE } from '@/lib/form-errors';
import markup from '@/styles/markup.module.css';

/** What the file dialog offers; the rules themselves are checked in `checkResume`. */
const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

export const RESUME_UPLOADED = 'File uploaded successfully!';

/** SPEC §5: .pdf, .doc or .docx of at most 2 MB; the message to show, or null when the file is fine. */
function checkResume(file: File): string | null {
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  if (!hasResumeExtension(file.name)) return WRONG_CV_TYPE;
  return null;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface ResumeDropzoneProps {
  file: File | undefined;
  error?: string;
  disabled?: boolean;
  /** A file that passed the rules, or undefined when it was removed or refused. */
  onChange: (file: File | undefined, error: string | null) => void;
}

/**
 * The resume field, not required (SPEC §5): drop a file, or click the area or its button (Enter or
 * Space from the keyboard) to open the file dialog. A refused file is cleared
 * and the reason shown under the field.
 */
export function ResumeDropzone({ file, error, disabled, onChange }: ResumeDropzoneProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fieldRef = useRef<HTMLDivElement>(null);

  /** SPEC §5: a refused or removed file is cleared from the file input too, not only from the form's state. */
  const clear = (error: string | null) => {
    const input = fieldRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (input) input.value = '';
    onChange(undefined, error);
  };
  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkResume(candidate);
    if (problem) clear(problem);
    else onChange(candidate, null);
  };
  const refuse = (rejections: FileRejection[]) => {
    const rejected = rejections[0];
    if (!rejected) return;
    // Otherwise the drop area's own reason, e.g. more than one file.
    clear(checkResume(rejected.file) ?? rejected.errors[0]?.message ?? WRONG_CV_TYPE);
  };

  return (
    <div className={classes.field} ref={fieldRef}>
      <span id={labelId} className={`${markup.text} ${markup.fzSm} ${markup.semibold} ${classes.label}`}>
        Resume
      </span>
      {/*
        The drop area itself is for the mouse; keyboard and screen-reader users get a real
        button inside it, whose click opens the file dialog. A focusable drop area around
        the hidden input would nest one control in another. Its look is all in
        resume-dropzone.module.css (`unstyled`): see there why.
      */}
      <Dropzone
        onDrop={(files) => take(files[0])}
        onReject={refuse}
        accept={ACCEPT}
        multiple={false}
        disabled={disabled}
        activateOnKeyboard={false}
        unstyled
        className={classes.dropzone}
        data-error={error ? true : undefined}
        inputProps={{
          'aria-label': 'Resume file',
          name: 'cv',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
        }}
      >
        <div className={classes.inner}>
          <IconFileUpload size={40} stroke={1.4} aria-hidden className={classes.icon} />
          <div className={classes.text}>
            <p className={`${markup.text} ${markup.semibold}`}>Drag and drop your resume here</p>
            <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`} id={hintId}>
              PDF, DOC or DOCX, up to 2 MB
            </p>
          </div>
          {/* Where focus goes when the resume is the first field in error (see `focusFirstError`). */}
          <Button
            type="button"
            variant="light"
            data-path="cv"
            disabled={disabled}
            aria-describedby={error ? `${labelId} ${hintId} ${errorId}` : `${labelId} ${hintId}`}
            className={classes.button}
          >
            Upload Resume
          </Button>
        </div>
      </Dropzone>
      {error && (
        <p id={errorId} className={`${markup.text} ${markup.fzSm} ${classes.errorText}`} style={{ marginTop: 6 }} role="alert">
          {error}
        </p>
      )}
      {file && !error && (
        <div className={classes.uploaded} role="status">
          <IconCircleCheck size={22} aria-hidden className={classes.uploadedIcon} />
          <div className={classes.uploadedText}>
            <p className={`${markup.text} ${markup.fzSm} ${markup.semibold} ${classes.uploadedTitle}`}>{RESUME_UPLOADED}</p>
            <p className={`${markup.text} ${markup.fzSm} ${classes.fileName}`}>
              {file.name} <span className={`${markup.text} ${markup.fzXs} ${classes.fileSize}`}>({formatSize(file.size)})</span>
            </p>
          </div>
          <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Remove ${file.name}`} onClick={() => clear(null)} disabled={disabled}>
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </div>
  );
}
