import { useEffect, useMemo, useState } from 'react'
import Cropper from 'react-easy-crop'
import { useT } from '@fairpass/core/i18n'
import { Button, Dialog } from '@fairpass/ui'
import * as styles from './LogoCropDialog.css'
import { clampPan, clampZoom, croppedName, encodeWithinRule, encodingsFor, formatBytes, LOGO_ASPECT, MAX_ZOOM, MIN_ZOOM, outputSize, ZOOM_STEP, type Area, type Encoding, type Point, type Size, type SizeRule } from './logoCrop'

export interface LogoCropDialogProps {
  file: File
  /** The picture decoded upright (the orientation tag applied), drawn onto the canvas for the export. */
  picture: ImageBitmap
  rule: SizeRule
  busy: boolean
  onCropped: (file: File) => void
  onWhole: () => void
  onCancel: () => void
}

/** A pan step of the buttons, in screen pixels of the stage: about a tenth of a phone-wide crop area. */
const PAN_STEP = 24

/**
 * The logo's crop step (issue 16): the picked picture under a 600:350 frame, moved by a finger (drag, pinch) or the
 * keyboard (arrow keys on the frame) or the buttons, cut out by a canvas and handed back as a png/jpg file within
 * the upload rule; "use the whole image" hands back the picture as it was. Loaded only when a logo is picked.
 */
export default function LogoCropDialog({ file, picture, rule, busy, onCropped, onWhole, onCancel }: LogoCropDialogProps) {
  const t = useT()
  const source = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(source), [source])
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(MIN_ZOOM)
  const [area, setArea] = useState<Area | null>(null)
  const [media, setMedia] = useState<Size | null>(null)
  const [cropSize, setCropSize] = useState<Size | null>(null)
  const [problem, setProblem] = useState<string>()
  const [exporting, setExporting] = useState(false)
  const [stage, setStage] = useState<HTMLDivElement | null>(null)
  const laidOut = useLaidOut(stage)

  const move = (dx: number, dy: number) => {
    if (!media || !cropSize || !measured(media)) return
    setPan((at) => clampPan({ x: at.x + dx, y: at.y + dy }, media, cropSize, zoom))
  }
  const zoomTo = (next: number) => {
    const clamped = clampZoom(next)
    setZoom(clamped)
    if (media && cropSize && measured(media)) setPan((at) => clampPan(at, media, cropSize, clamped))
  }

  const crop = async () => {
    if (!area) return
    setProblem(undefined)
    setExporting(true)
    try {
      const encoded = await encodeWithinRule(encodingsFor(file.type), (encoding) => exportArea(picture, area, encoding), rule)
      if (!encoded) {
        setProblem(t('exh.crop.failed'))
        return
      }
      if (encoded.verdict !== 'ok') {
        const values = { size: formatBytes(encoded.blob.size), min: formatBytes(rule.minBytes ?? 0), max: formatBytes(rule.maxBytes) }
        setProblem(t(encoded.verdict === 'tooSmall' ? 'exh.crop.tooSmall' : 'exh.crop.tooLarge', values))
        return
      }
      onCropped(new File([encoded.blob], croppedName(file.name, encoded.encoding.type), { type: encoded.encoding.type }))
    } finally {
      setExporting(false)
    }
  }

  const { width, height } = area ? outputSize(area) : { width: 0, height: 0 }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={t('exh.crop.title')}
      description={t('exh.crop.description')}
      footer={
        <>
          <Button variant="secondary" disabled={busy || exporting} onClick={onWhole}>
            {t('exh.crop.whole')}
          </Button>
          <Button loading={busy || exporting} disabled={!area} onClick={() => void crop()}>
            {t('exh.crop.use')}
          </Button>
        </>
      }
    >
      <div ref={setStage} className={styles.stage} data-part="crop-stage">
        {laidOut && (
          <Cropper
            image={source}
            crop={pan}
            zoom={zoom}
            aspect={LOGO_ASPECT}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            zoomSpeed={0.5}
            showGrid={false}
            disableAutomaticStylesInjection
            classes={{ containerClassName: styles.container, mediaClassName: styles.media, cropAreaClassName: styles.cropArea }}
            mediaProps={{ alt: t('exh.crop.pictureAlt') }}
            cropperProps={{ role: 'application', 'aria-label': t('exh.crop.area'), 'aria-describedby': undefined }}
            // A resize through a box of no size (the page re-laid out) makes the library scale the position by an
            // infinite ratio; the last good position stays rather than a NaN that would lose the crop.
            onCropChange={(next) => setPan((at) => (Number.isFinite(next.x) && Number.isFinite(next.y) ? next : at))}
            onZoomChange={(next) => setZoom(clampZoom(next))}
            // Not onCropComplete: that fires only when a gesture ends, not after the buttons have moved the picture.
            onCropAreaChange={(_, pixels) => setArea(measured(pixels) && Number.isFinite(pixels.x) && Number.isFinite(pixels.y) ? pixels : null)}
            // Every measurement, not only the first at load: the dialog may still be laying out when the picture loads.
            setMediaSize={(size) => setMedia({ width: size.width, height: size.height })}
            onCropSizeChange={setCropSize}
          />
        )}
      </div>
      <p className={styles.hint}>{t('exh.crop.howTo')}</p>
      <div className={styles.controlRows} role="group" aria-label={t('exh.crop.controls')}>
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t('exh.crop.zoomOut')} disabled={zoom <= MIN_ZOOM} onClick={() => zoomTo(zoom - ZOOM_STEP)}>
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.zoomValue} aria-label={t('exh.crop.zoom')}>
            {Math.round(zoom * 100)}%
          </output>
          <button type="button" className={styles.control} aria-label={t('exh.crop.zoomIn')} disabled={zoom >= MAX_ZOOM} onClick={() => zoomTo(zoom + ZOOM_STEP)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t('exh.crop.left')} onClick={() => move(PAN_STEP, 0)}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className={styles.control} aria-label={t('exh.crop.up')} onClick={() => move(0, PAN_STEP)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className={styles.control} aria-label={t('exh.crop.down')} onClick={() => move(0, -PAN_STEP)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className={styles.control} aria-label={t('exh.crop.right')} onClick={() => move(-PAN_STEP, 0)}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <p className={styles.hint} data-part="crop-output">
        {area ? t('exh.crop.output', { width, height }) : ''}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </Dialog>
  )
}

/**
 * Whether the stage has its size yet. The cropper measures its box once the picture loads and, after that, only on
 * a resize it is told of (it ignores the first); the dialog's styles of a lazily loaded chunk can arrive after the
 * picture, so it waits for a laid-out stage rather than keep a measurement of nothing.
 */
function useLaidOut(node: HTMLElement | null): boolean {
  const [laidOut, setLaidOut] = useState(false)
  useEffect(() => {
    if (!node || laidOut) return
    if (typeof ResizeObserver === 'undefined') return setLaidOut(true)
    const check = () => node.clientWidth > 0 && node.clientHeight > 0 && setLaidOut(true)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, laidOut])
  return laidOut
}

/** A size measured while laid out: before, the library reports zeros (and areas divided by them). */
const measured = (size: Size) => Number.isFinite(size.width) && Number.isFinite(size.height) && size.width > 0 && size.height > 0

/** The crop's pixels drawn at the export size and encoded; a jpeg gets a white ground (transparency turns black). */
async function exportArea(picture: ImageBitmap, area: Area, encoding: Encoding): Promise<Blob | null> {
  const size = outputSize(area)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return null
  if (encoding.type === 'image/jpeg') {
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
  }
  context.imageSmoothingQuality = 'high'
  context.drawImage(picture, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height)
  return new Promise((resolve) => canvas.toBlob(resolve, encoding.type, encoding.quality))
}
