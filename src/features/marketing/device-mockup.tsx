import { type ReactNode, useId } from 'react';
import classes from '@/features/marketing/device-mockup.module.css';

/**
 * DESIGN.md: no stock photos; products are shown as device and browser
 * mockups drawn in SVG in the brand colours. Each screen is a simplified
 * picture of the product's main view.
 */
export type MockupScreen =
  | 'shop'
  | 'pharmacy'
  | 'pos'
  | 'erp'
  | 'courier'
  | 'tailor'
  | 'publication'
  | 'landing'
  | 'growth'
  | 'design'
  | 'cms'
  | 'app';

export type MobileScreen = 'shop' | 'list' | 'map' | 'app' | 'chart';

interface DeviceMockupProps {
  /** What the browser window shows; 'app' shows two phones instead. */
  screen: MockupScreen;
  /** A phone in front of the browser, with its mobile view. */
  phone?: MobileScreen;
  /** Describes the picture; without it the mockup is decorative. */
  label?: string;
}

/** The brand's colours from the theme; the screens' own greys and status colours from art-palette.css. */
const C = {
  blue: 'var(--mantine-color-brand-6)',
  blueDark: 'var(--mantine-color-brand-8)',
  navy: 'var(--mantine-color-navy-9)',
  sky: 'var(--mantine-color-brand-3)',
  pale: 'var(--mantine-color-brand-0)',
  paler: 'var(--art-mockup-screen)',
  amber: 'var(--mantine-color-accent-4)',
  amberDark: 'var(--mantine-color-accent-6)',
  amberPale: 'var(--art-amber-100)',
  green: 'var(--art-emerald-500)',
  greenPale: 'var(--art-emerald-100)',
  red: 'var(--art-red-400)',
  redPale: 'var(--art-red-100)',
  line: 'var(--art-mockup-line)',
  grey: 'var(--art-mockup-grey)',
  frame: 'var(--art-mockup-frame)',
  slate: 'var(--art-mockup-admin-bar)',
  white: 'var(--mantine-color-white)',
} as const;

/** White at an opacity, for marks on the brand's blue. */
const whiteAt = (opacity: number) => `rgb(255 255 255 / ${opacity})`;

const W = 560;
const H = 324;

function Bar({ x = 0, y = 0, w, h = 8, fill = C.line, rx }: { x?: number; y?: number; w: number; h?: number; fill?: string; rx?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={rx ?? h / 2} fill={fill} />;
}

/**
 * `count` copies of a drawing at a fixed step, each drawn from its own origin and told its index:
 * a row (dx), a column (dy), or a grid `columns` wide (both).
 */
function Repeat({
  count,
  x = 0,
  y = 0,
  dx = 0,
  dy = 0,
  columns = dy ? 1 : count,
  children,
}: {
  count: number;
  x?: number;
  y?: number;
  dx?: number;
  dy?: number;
  columns?: number;
  children: (index: number) => ReactNode;
}) {
  return Array.from({ length: count }, (_, index) => (
    <g key={index} transform={`translate(${x + (index % columns) * dx} ${y + Math.floor(index / columns) * dy})`}>
      {children(index)}
    </g>
  ));
}

/** A browser screen's full-size background, under what the screen draws. */
function ScreenBackdrop({ fill, children }: { fill: string; children: ReactNode }) {
  return (
    <g>
      <rect width={W} height={H} fill={fill} />
      {children}
    </g>
  );
}

/** Lines of text as bars, one under another: body text by default, a headline with a larger h and step. */
function TextLines({ x, y, widths, h = 8, step = 14, fill = C.grey }: { x: number; y: number; widths: readonly number[]; h?: number; step?: number; fill?: string }) {
  return widths.map((w, index) => <Bar key={index} x={x} y={y + index * step} w={w} h={h} fill={fill} />);
}

function Card({ x = 0, y = 0, w, h, fill = C.white, children }: { x?: number; y?: number; w: number; h: number; fill?: string; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx={8} fill={fill} stroke={C.line} />
      {children}
    </g>
  );
}

function Sidebar({ items = 6, active = 1 }: { items?: number; active?: number }) {
  return (
    <g>
      <rect width={104} height={H} fill={C.navy} />
      <rect x={16} y={16} width={22} height={22} rx={6} fill={C.blue} />
      <Bar x={44} y={23} w={40} fill={whiteAt(0.4)} />
      <Repeat count={items} x={12} y={60} dy={30}>
        {(index) => (
          <>
            {index === active && <rect x={-4} y={-8} width={88} height={24} rx={6} fill={C.blue} />}
            <rect width={8} height={8} rx={2} fill={index === active ? C.white : whiteAt(0.33)} />
            <Bar x={16} w={48 - (index % 3) * 8} fill={index === active ? C.white : whiteAt(0.27)} />
          </>
        )}
      </Repeat>
    </g>
  );
}

function TopNav({ x = 0, w = W }: { x?: number; w?: number }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <rect width={w} height={36} fill={C.white} />
      <rect x={20} y={12} width={14} height={14} rx={4} fill={C.blue} />
      <Bar x={40} y={15} w={44} fill={C.navy} />
      <Repeat count={4} x={w - 230} y={15} dx={44}>
        {() => <Bar w={32} fill={C.grey} />}
      </Repeat>
      <rect x={w - 50} y={9} width={34} height={18} rx={9} fill={C.blue} />
      <line x1={0} y1={36} x2={w} y2={36} stroke={C.line} />
    </g>
  );
}

function Chip({ x, y, w = 40, tone }: { x: number; y: number; w?: number; tone: 'green' | 'amber' | 'red' | 'blue' }) {
  const colours = {
    green: [C.greenPale, C.green],
    amber: [C.amberPale, C.amberDark],
    red: [C.redPale, C.red],
    blue: [C.pale, C.blue],
  }[tone];
  return (
    <g>
      <rect x={x} y={y} width={w} height={14} rx={7} fill={colours[0]} />
      <Bar x={x + 8} y={y + 5} w={w - 16} h={4} fill={colours[1]} />
    </g>
  );
}

function ShopScreen() {
  const cardW = (W - 40 - 36) / 4;
  const tints = [C.pale, C.amberPale, C.greenPale, C.pale];
  return (
    <g>
      <TopNav />
      <rect x={20} y={50} width={W - 40} height={92} rx={10} fill={C.navy} />
      <Bar x={44} y={72} w={190} h={14} fill={C.white} />
      <Bar x={44} y={94} w={140} fill={whiteAt(0.53)} />
      <rect x={44} y={112} width={78} height={20} rx={10} fill={C.amber} />
      <circle cx={W - 110} cy={96} r={34} fill={C.blue} />
      <rect x={W - 168} y={74} width={42} height={42} rx={10} fill={C.sky} transform={`rotate(12 ${W - 147} 95)`} />
      <Repeat count={4} x={20} y={156} dx={cardW + 12}>
        {(index) => (
          <Card w={cardW} h={154}>
            <rect x={8} y={8} width={cardW - 16} height={72} rx={6} fill={tints[index]} />
            <circle cx={cardW / 2} cy={44} r={18} fill={index % 2 ? C.amber : C.blue} opacity={0.8} />
            <Bar x={8} y={90} w={cardW - 40} fill={C.navy} />
            <Bar x={8} y={106} w={48} fill={C.blue} />
            <rect x={cardW - 46} y={124} width={38} height={18} rx={9} fill={C.blue} />
          </Card>
        )}
      </Repeat>
    </g>
  );
}

function PharmacyScreen() {
  const tones = ['green', 'amber', 'green', 'red', 'green', 'blue'] as const;
  return (
    <ScreenBackdrop fill={C.paler}>
      <Sidebar active={2} />
      <rect x={120} y={14} width={220} height={24} rx={12} fill={C.white} stroke={C.line} />
      <circle cx={W - 28} cy={26} r={12} fill={C.sky} />
      <Repeat count={3} x={120} y={52} dx={144}>
        {(index) => (
          <Card w={132} h={54}>
            <circle cx={22} cy={27} r={11} fill={[C.green, C.amber, C.blue][index]} opacity={0.9} />
            <Bar x={42} y={18} w={60} fill={C.grey} />
            <Bar x={42} y={32} w={40} h={10} fill={C.navy} />
          </Card>
        )}
      </Repeat>
      <Card x={120} y={120} w={W - 136} h={192}>
        <rect width={W - 136} height={30} rx={8} fill={C.pale} />
        <Bar x={44} y={11} w={70} fill={C.blue} />
        <Bar x={200} y={11} w={40} fill={C.blue} />
        <Bar x={300} y={11} w={40} fill={C.blue} />
        <Repeat count={tones.length} y={38} dy={25}>
          {(index) => (
            <>
              <g transform="translate(14 3)">
                <rect width={22} height={10} rx={5} fill={index % 2 ? C.amber : C.blue} />
                <rect x={11} width={11} height={10} rx={5} fill={C.line} />
              </g>
              <Bar x={44} y={4} w={100 - (index % 3) * 18} fill={C.navy} />
              <Bar x={200} y={4} w={28} fill={C.grey} />
              <Chip x={300} y={0} w={56} tone={tones[index]!} />
              <line x1={10} y1={20} x2={W - 146} y2={20} stroke={C.line} />
            </>
          )}
        </Repeat>
      </Card>
    </ScreenBackdrop>
  );
}

function PosScreen() {
  const tile = 78;
  const colours = [C.blue, C.amber, C.green, C.sky, C.navy, C.red, C.amber, C.blue, C.green];
  return (
    <ScreenBackdrop fill={C.paler}>
      {/* The category tabs, the first one chosen. */}
      <Repeat count={4} x={16} y={14} dx={72}>
        {(index) => <rect width={62} height={22} rx={11} fill={index === 0 ? C.navy : C.white} stroke={C.line} />}
      </Repeat>
      <Repeat count={colours.length} x={16} y={48} dx={tile + 10} dy={tile + 10} columns={4}>
        {(index) => (
          <Card w={tile} h={tile}>
            <circle cx={tile / 2} cy={30} r={16} fill={colours[index]} opacity={0.85} />
            <Bar x={12} y={54} w={tile - 24} h={6} fill={C.navy} />
            <Bar x={12} y={66} w={28} h={5} fill={C.blue} />
          </Card>
        )}
      </Repeat>
      <Card x={372} y={14} w={172} h={296}>
        <Bar x={16} y={18} w={80} h={10} fill={C.navy} />
        <Repeat count={5} x={16} y={48} dy={28}>
          {(index) => (
            <>
              <Bar w={70 - (index % 2) * 16} fill={C.grey} />
              <Bar x={110} w={30} fill={C.navy} />
            </>
          )}
        </Repeat>
        <line x1={16} y1={196} x2={156} y2={196} stroke={C.line} strokeDasharray="4 4" />
        <Bar x={16} y={212} w={46} h={10} fill={C.navy} />
        <Bar x={100} y={210} w={56} h={14} fill={C.blue} />
        <rect x={16} y={246} width={140} height={34} rx={10} fill={C.green} />
        <Bar x={60} y={259} w={52} fill={C.white} />
      </Card>
    </ScreenBackdrop>
  );
}

function ErpScreen() {
  const bars = [50, 72, 60, 96, 84, 110, 92, 124];
  return (
    <ScreenBackdrop fill={C.paler}>
      <Sidebar active={0} items={7} />
      <Repeat count={4} x={118} y={16} dx={108}>
        {(index) => (
          <Card w={98} h={64}>
            <Bar x={12} y={14} w={44} fill={C.grey} />
            <Bar x={12} y={30} w={56} h={12} fill={C.navy} />
            <polyline
              points="12,58 28,52 44,55 60,46 76,48 88,40"
              fill="none"
              stroke={[C.blue, C.green, C.amber, C.sky][index]}
              strokeWidth={2.5}
              strokeLinecap="round"
            />
          </Card>
        )}
      </Repeat>
      <Card x={118} y={94} w={260} h={214}>
        <Bar x={16} y={16} w={90} fill={C.navy} />
        {bars.map((height, index) => (
          <rect key={index} x={22 + index * 29} y={190 - height} width={16} height={height} rx={4} fill={index === 5 ? C.amber : C.blue} opacity={index === 5 ? 1 : 0.85} />
        ))}
        <line x1={16} y1={194} x2={244} y2={194} stroke={C.line} />
      </Card>
      <Card x={390} y={94} w={154} h={214}>
        <Bar x={16} y={16} w={70} fill={C.navy} />
        <circle cx={77} cy={106} r={44} fill="none" stroke={C.pale} strokeWidth={16} />
        <circle cx={77} cy={106} r={44} fill="none" stroke={C.blue} strokeWidth={16} strokeDasharray="170 277" transform="rotate(-90 77 106)" />
        <circle cx={77} cy={106} r={44} fill="none" stroke={C.amber} strokeWidth={16} strokeDasharray="60 277" strokeDashoffset={-170} transform="rotate(-90 77 106)" />
        <Bar x={20} y={170} w={50} fill={C.grey} />
        <Bar x={20} y={186} w={80} fill={C.grey} />
      </Card>
    </ScreenBackdrop>
  );
}

function CourierScreen() {
  const deliveries = ['green', 'amber', 'blue', 'green', 'amber'] as const;
  return (
    <ScreenBackdrop fill={C.pale}>
      <g stroke={C.white} strokeWidth={10} strokeLinecap="round" fill="none">
        <path d="M-10 90 C 120 70, 200 150, 360 120 S 520 60, 580 80" />
        <path d="M80 -10 C 100 120, 60 200, 120 340" />
        <path d="M260 -10 L 290 340" />
      </g>
      <path d="M-10 250 C 100 220, 200 300, 380 260" stroke={C.sky} strokeWidth={14} fill="none" opacity={0.6} />
      {[
        [150, 20, 70, 40],
        [300, 150, 60, 60],
        [20, 130, 50, 60],
        [170, 180, 70, 40],
      ].map(([x, y, w, h], index) => (
        <rect key={index} x={x} y={y} width={w} height={h} rx={6} fill={C.white} opacity={0.7} />
      ))}
      <path d="M86 60 C 140 100, 220 110, 282 150 S 330 220, 350 250" stroke={C.blue} strokeWidth={4} strokeDasharray="10 8" fill="none" strokeLinecap="round" />
      <circle cx={86} cy={60} r={9} fill={C.navy} />
      <circle cx={86} cy={60} r={4} fill={C.white} />
      <path d="M350 226 a14 14 0 1 1 0.1 0 Z" fill={C.amber} />
      <path d="M350 250 l-10 -14 h20 z" fill={C.amber} />
      <circle cx={350} cy={240} r={5} fill={C.navy} />
      <rect x={262} y={134} width={34} height={22} rx={5} fill={C.blue} />
      <Card x={404} y={16} w={140} h={292}>
        <Bar x={14} y={16} w={70} fill={C.navy} />
        <Repeat count={deliveries.length} x={14} y={40} dy={50}>
          {(index) => (
            <>
              <rect width={112} height={42} rx={6} fill={C.paler} />
              <Bar x={10} y={10} w={56} fill={C.navy} />
              <Chip x={10} y={22} w={44} tone={deliveries[index]!} />
            </>
          )}
        </Repeat>
      </Card>
    </ScreenBackdrop>
  );
}

function TailorScreen() {
  const fields = ['Chest', 'Waist', 'Shoulder', 'Sleeve', 'Length', 'Neck'];
  return (
    <ScreenBackdrop fill={C.paler}>
      <Card x={16} y={16} w={220} h={292}>
        <path
          d="M70 40 L95 30 Q110 48 125 30 L150 40 L186 86 L160 102 L150 88 L150 260 L70 260 L70 88 L60 102 L34 86 Z"
          fill={C.pale}
          stroke={C.blue}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <g stroke={C.amber} strokeWidth={2} strokeDasharray="5 4">
          <line x1={70} y1={110} x2={150} y2={110} />
          <line x1={70} y1={170} x2={150} y2={170} />
          <line x1={95} y1={34} x2={125} y2={34} />
          <line x1={196} y1={44} x2={196} y2={260} />
        </g>
        {[
          [160, 110],
          [160, 170],
          [196, 150],
        ].map(([cx, cy], index) => (
          <circle key={index} cx={cx} cy={cy} r={6} fill={C.navy} />
        ))}
      </Card>
      <Card x={252} y={16} w={292} h={220}>
        <Bar x={16} y={16} w={110} h={10} fill={C.navy} />
        <Repeat count={fields.length} x={16} y={44} dx={136} dy={56} columns={2}>
          {(index) => (
            <>
              <Bar w={40} h={6} fill={C.grey} />
              <rect y={12} width={124} height={28} rx={6} fill={C.white} stroke={C.line} />
              <Bar x={10} y={22} w={36 + (index % 3) * 8} fill={C.navy} />
            </>
          )}
        </Repeat>
      </Card>
      <Card x={252} y={248} w={140} h={60}>
        <Bar x={14} y={14} w={60} fill={C.grey} />
        <Chip x={14} y={32} w={64} tone="green" />
      </Card>
      <Card x={404} y={248} w={140} h={60}>
        <Bar x={14} y={14} w={50} fill={C.grey} />
        <Bar x={14} y={32} w={90} h={12} fill={C.navy} />
      </Card>
    </ScreenBackdrop>
  );
}

function PublicationScreen() {
  return (
    <ScreenBackdrop fill={C.white}>
      <Bar x={W / 2 - 90} y={16} w={180} h={16} fill={C.navy} rx={3} />
      <Repeat count={5} x={W / 2 - 150} y={44} dx={64}>
        {() => <Bar w={44} h={6} fill={C.grey} />}
      </Repeat>
      <line x1={20} y1={60} x2={W - 20} y2={60} stroke={C.navy} strokeWidth={2} />
      <rect x={20} y={74} width={320} height={150} rx={8} fill={C.navy} />
      <circle cx={270} cy={120} r={50} fill={C.blue} />
      <rect x={60} y={96} width={90} height={60} rx={8} fill={C.amber} opacity={0.9} />
      <TextLines x={20} y={236} widths={[280, 220]} h={12} step={20} fill={C.navy} />
      <TextLines x={20} y={278} widths={[300, 250]} />
      <Repeat count={4} x={356} y={74} dy={62}>
        {(index) => (
          <>
            <rect width={64} height={50} rx={6} fill={[C.pale, C.amberPale, C.greenPale, C.pale][index]} />
            <TextLines x={74} y={8} widths={[104, 84]} fill={C.navy} />
            <Bar x={74} y={38} w={50} h={6} fill={C.grey} />
          </>
        )}
      </Repeat>
    </ScreenBackdrop>
  );
}

function LandingScreen() {
  return (
    <ScreenBackdrop fill={C.white}>
      <TopNav />
      <TextLines x={32} y={70} widths={[230, 190]} h={18} step={26} fill={C.navy} />
      <TextLines x={32} y={128} widths={[210, 170]} />
      <rect x={32} y={164} width={90} height={26} rx={13} fill={C.blue} />
      <rect x={130} y={164} width={80} height={26} rx={13} fill={C.white} stroke={C.blue} />
      <rect x={330} y={58} width={196} height={140} rx={14} fill={C.pale} />
      <circle cx={400} cy={120} r={44} fill={C.blue} />
      <rect x={420} y={90} width={80} height={80} rx={16} fill={C.amber} opacity={0.9} transform="rotate(-12 460 130)" />
      <Repeat count={3} x={32} y={220} dx={170}>
        {(index) => (
          <Card w={156} h={88}>
            <circle cx={24} cy={24} r={12} fill={[C.blue, C.amber, C.green][index]} opacity={0.85} />
            <Bar x={14} y={48} w={90} fill={C.navy} />
            <Bar x={14} y={64} w={120} h={6} fill={C.grey} />
          </Card>
        )}
      </Repeat>
    </ScreenBackdrop>
  );
}

function GrowthScreen({ gradientId }: { gradientId: string }) {
  return (
    <ScreenBackdrop fill={C.paler}>
      <Repeat count={3} x={16} y={16} dx={180}>
        {(index) => (
          <Card w={168} h={64}>
            <circle cx={28} cy={32} r={12} fill={[C.green, C.blue, C.amber][index]} opacity={0.9} />
            <Bar x={50} y={20} w={60} fill={C.grey} />
            <Bar x={50} y={36} w={80} h={12} fill={C.navy} />
          </Card>
        )}
      </Repeat>
      <Card x={16} y={94} w={348} h={214}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={C.blue} stopOpacity={0.35} />
            <stop offset="1" stopColor={C.blue} stopOpacity={0} />
          </linearGradient>
        </defs>
        <Bar x={16} y={16} w={100} fill={C.navy} />
        {[60, 100, 140, 180].map((y) => (
          <line key={y} x1={16} y1={y} x2={332} y2={y} stroke={C.line} />
        ))}
        <path d="M16 180 L60 170 L104 174 L148 140 L192 146 L236 104 L280 88 L332 48 L332 196 L16 196 Z" fill={`url(#${gradientId})`} />
        <polyline points="16,180 60,170 104,174 148,140 192,146 236,104 280,88 332,48" fill="none" stroke={C.blue} strokeWidth={3} strokeLinejoin="round" />
        <circle cx={332} cy={48} r={6} fill={C.amber} />
      </Card>
      <Card x={376} y={94} w={168} h={214}>
        <Bar x={16} y={16} w={70} fill={C.navy} />
        <Repeat count={4} x={16} y={44} dy={40}>
          {(index) => (
            <>
              <Bar w={50} h={6} fill={C.grey} />
              <Bar y={12} w={[130, 104, 80, 52][index]!} h={14} fill={[C.blue, C.sky, C.amber, C.green][index]} rx={4} />
            </>
          )}
        </Repeat>
      </Card>
    </ScreenBackdrop>
  );
}

function DesignScreen() {
  const swatches = [C.navy, C.blue, C.sky, C.amber, C.green];
  return (
    <ScreenBackdrop fill={C.frame}>
      <rect width={44} height={H} fill={C.navy} />
      <Repeat count={5} x={12} y={16} dy={34}>
        {(index) => <rect width={20} height={20} rx={5} fill={index === 1 ? C.blue : whiteAt(0.2)} />}
      </Repeat>
      <rect x={64} y={20} width={320} height={284} rx={4} fill={C.white} />
      <circle cx={170} cy={120} r={56} fill={C.blue} />
      <path d="M250 190 L310 80 L370 190 Z" fill={C.amber} opacity={0.95} />
      <rect x={96} y={200} width={140} height={70} rx={16} fill={C.navy} />
      <Bar x={112} y={226} w={90} h={10} fill={C.white} />
      <Bar x={112} y={244} w={60} h={6} fill={C.sky} />
      <rect x={144} y={64} width={180} height={150} fill="none" stroke={C.blue} strokeDasharray="4 3" />
      {[
        [144, 64],
        [324, 64],
        [144, 214],
        [324, 214],
      ].map(([x, y], index) => (
        <rect key={index} x={x! - 4} y={y! - 4} width={8} height={8} fill={C.white} stroke={C.blue} />
      ))}
      <rect x={400} y={20} width={144} height={284} rx={8} fill={C.white} />
      <Bar x={414} y={36} w={60} fill={C.navy} />
      <Repeat count={swatches.length} x={414} y={56} dx={24}>
        {(index) => <rect width={18} height={18} rx={4} fill={swatches[index]} />}
      </Repeat>
      <Repeat count={swatches.length} x={414} y={96} dy={32}>
        {(index) => (
          <>
            <rect width={116} height={24} rx={5} fill={index === 1 ? C.pale : C.paler} />
            <rect x={8} y={7} width={10} height={10} rx={2} fill={swatches[index]} />
            <Bar x={26} y={9} w={56} h={6} fill={C.grey} />
          </>
        )}
      </Repeat>
    </ScreenBackdrop>
  );
}

function CmsScreen() {
  return (
    <ScreenBackdrop fill={C.white}>
      <rect width={W} height={22} fill={C.slate} />
      <circle cx={14} cy={11} r={6} fill={whiteAt(0.53)} />
      <Bar x={30} y={8} w={40} h={6} fill={whiteAt(0.33)} />
      <rect y={22} width={96} height={H - 22} fill={C.slate} />
      <Repeat count={7} x={12} y={40} dy={28}>
        {(index) => (
          <>
            {index === 1 && <rect x={-12} y={-8} width={96} height={24} fill={C.blue} />}
            <rect width={8} height={8} rx={2} fill={whiteAt(0.47)} />
            <Bar x={16} w={44 - (index % 3) * 6} fill={whiteAt(0.4)} />
          </>
        )}
      </Repeat>
      <Bar x={120} y={44} w={260} h={18} fill={C.navy} rx={4} />
      <TextLines x={120} y={80} widths={[280, 250, 270]} />
      <rect x={120} y={128} width={280} height={110} rx={6} fill={C.pale} stroke={C.blue} strokeDasharray="5 4" />
      <circle cx={200} cy={170} r={20} fill={C.sky} />
      <path d="M230 220 L280 160 L330 220 Z" fill={C.blue} />
      <TextLines x={120} y={254} widths={[260, 200]} />
      <rect x={420} y={36} width={124} height={272} rx={6} fill={C.paler} stroke={C.line} />
      <rect x={432} y={48} width={100} height={26} rx={6} fill={C.blue} />
      <Bar x={458} y={59} w={48} h={5} fill={C.white} />
      <Repeat count={4} x={432} y={96} dy={40}>
        {(index) => (
          <>
            <Bar w={60} h={6} fill={C.grey} />
            <rect y={12} width={24} height={12} rx={6} fill={index % 2 ? C.line : C.green} />
            <circle cx={index % 2 ? 6 : 18} cy={18} r={4} fill={C.white} />
          </>
        )}
      </Repeat>
    </ScreenBackdrop>
  );
}

/** A phone's screen, 114 × 216. */
function MobileView({ screen }: { screen: MobileScreen }) {
  const w = 114;
  return (
    <g>
      <rect width={w} height={216} rx={14} fill={C.paler} />
      <rect width={w} height={34} rx={14} fill={screen === 'app' ? C.blue : C.white} />
      <rect y={20} width={w} height={14} fill={screen === 'app' ? C.blue : C.white} />
      <Bar x={12} y={14} w={44} h={7} fill={screen === 'app' ? C.white : C.navy} />
      {screen === 'shop' && (
        <Repeat count={4} x={10} y={44} dx={50} dy={82} columns={2}>
          {(index) => (
            <>
              <rect width={44} height={74} rx={6} fill={C.white} stroke={C.line} />
              <rect x={5} y={5} width={34} height={34} rx={4} fill={index % 3 ? C.amberPale : C.pale} />
              <Bar x={5} y={46} w={28} h={5} fill={C.navy} />
              <Bar x={5} y={58} w={18} h={5} fill={C.blue} />
            </>
          )}
        </Repeat>
      )}
      {screen === 'list' && (
        <Repeat count={5} x={10} y={44} dy={34}>
          {(index) => (
            <>
              <rect width={94} height={28} rx={6} fill={C.white} stroke={C.line} />
              <circle cx={14} cy={14} r={7} fill={[C.green, C.amber, C.blue, C.green, C.red][index]} />
              <Bar x={28} y={8} w={46} h={5} fill={C.navy} />
              <Bar x={28} y={17} w={30} h={4} fill={C.grey} />
            </>
          )}
        </Repeat>
      )}
      {screen === 'map' && (
        <g>
          <rect x={0} y={34} width={w} height={110} fill={C.pale} />
          <path d="M0 70 C 40 60, 70 110, 114 90" stroke={C.white} strokeWidth={6} fill="none" />
          <path d="M20 120 C 40 90, 70 80, 90 54" stroke={C.blue} strokeWidth={3} strokeDasharray="6 5" fill="none" />
          <circle cx={90} cy={54} r={6} fill={C.amber} />
          <rect x={10} y={152} width={94} height={52} rx={8} fill={C.white} stroke={C.line} />
          <Bar x={20} y={164} w={50} h={6} fill={C.navy} />
          <Chip x={20} y={178} w={46} tone="green" />
        </g>
      )}
      {screen === 'chart' && (
        <g>
          <rect x={10} y={44} width={94} height={70} rx={8} fill={C.white} stroke={C.line} />
          <polyline points="18,100 34,92 50,96 66,76 82,70 96,56" fill="none" stroke={C.blue} strokeWidth={3} />
          <Repeat count={3} x={10} y={124} dy={30}>
            {(index) => (
              <>
                <rect width={94} height={24} rx={6} fill={C.white} stroke={C.line} />
                <Bar x={8} y={9} w={40} h={5} fill={C.navy} />
                <Bar x={62} y={9} w={22} h={5} fill={[C.green, C.amber, C.blue][index]} />
              </>
            )}
          </Repeat>
        </g>
      )}
      {screen === 'app' && (
        <g>
          <rect x={10} y={44} width={94} height={54} rx={10} fill={C.navy} />
          <Bar x={20} y={56} w={36} h={5} fill={whiteAt(0.53)} />
          <Bar x={20} y={70} w={56} h={10} fill={C.white} />
          <Repeat count={4} x={12} y={108} dx={24}>
            {(index) => (
              <>
                <rect width={18} height={18} rx={5} fill={[C.pale, C.amberPale, C.greenPale, C.pale][index]} />
                <circle cx={9} cy={9} r={4} fill={[C.blue, C.amber, C.green, C.sky][index]} />
              </>
            )}
          </Repeat>
          <Repeat count={3} x={10} y={136} dy={22}>
            {() => (
              <>
                <Bar y={4} w={60} h={5} fill={C.navy} />
                <Bar x={74} y={4} w={20} h={5} fill={C.blue} />
              </>
            )}
          </Repeat>
          <rect y={196} width={w} height={20} fill={C.white} />
          <Repeat count={4} x={18} y={206} dx={26}>
            {(index) => <circle r={4} fill={index === 0 ? C.blue : C.grey} />}
          </Repeat>
        </g>
      )}
    </g>
  );
}

function Phone({ x, y, screen, clipId }: { x: number; y: number; screen: MobileScreen; clipId: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={130} height={240} rx={22} fill={C.navy} />
      <rect x={2} y={2} width={126} height={236} rx={20} fill="none" stroke={whiteAt(0.13)} />
      <clipPath id={clipId}>
        <rect width={114} height={216} rx={14} />
      </clipPath>
      <g transform="translate(8 12)" clipPath={`url(#${clipId})`}>
        <MobileView screen={screen} />
      </g>
      <rect x={49} y={4} width={32} height={5} rx={2.5} fill={whiteAt(0.2)} />
    </g>
  );
}

const SCREENS: Record<Exclude<MockupScreen, 'app'>, (props: { gradientId: string }) => ReactNode> = {
  shop: ShopScreen,
  pharmacy: PharmacyScreen,
  pos: PosScreen,
  erp: ErpScreen,
  courier: CourierScreen,
  tailor: TailorScreen,
  publication: PublicationScreen,
  landing: LandingScreen,
  growth: GrowthScreen,
  design: DesignScreen,
  cms: CmsScreen,
};

/** A browser window (and optionally a phone) showing a product, or two phones for apps. */
export function DeviceMockup({ screen, phone, label }: DeviceMockupProps) {
  const id = useId().replace(/:/g, '');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };

  if (screen === 'app') {
    return (
      <svg viewBox="0 0 600 420" width={600} height={420} className={classes.mockup} {...a11y}>
        <circle cx={300} cy={210} r={190} fill={C.blue} opacity={0.25} />
        <circle cx={470} cy={90} r={40} fill={C.amber} opacity={0.9} />
        <g transform="translate(150 40) scale(1.4)">
          <Phone x={0} y={0} screen="app" clipId={`${id}-a`} />
        </g>
        <g transform="translate(330 110) scale(1.2)">
          <Phone x={0} y={0} screen={phone ?? 'chart'} clipId={`${id}-b`} />
        </g>
      </svg>
    );
  }

  const ScreenContent = SCREENS[screen];
  return (
    <svg viewBox="0 0 600 420" width={600} height={420} className={classes.mockup} {...a11y}>
      <circle cx={560} cy={40} r={34} fill={C.amber} />
      <circle cx={48} cy={352} r={60} fill={C.sky} opacity={0.35} />
      <g transform="translate(8 24)">
        <rect x={0} y={8} width={W} height={H + 36} rx={14} fill="rgb(0 0 0)" opacity={0.18} />
        <rect width={W} height={H + 36} rx={14} fill={C.frame} />
        <circle cx={20} cy={18} r={5} fill={C.red} />
        <circle cx={36} cy={18} r={5} fill={C.amber} />
        <circle cx={52} cy={18} r={5} fill={C.green} />
        <rect x={80} y={9} width={300} height={18} rx={9} fill={C.white} />
        <Bar x={96} y={15} w={120} h={6} fill={C.grey} />
        <clipPath id={`${id}-screen`}>
          <path d={`M0 0 H${W} V${H - 14} a14 14 0 0 1 -14 14 H14 a14 14 0 0 1 -14 -14 Z`} />
        </clipPath>
        <g transform="translate(0 36)" clipPath={`url(#${id}-screen)`}>
          <ScreenContent gradientId={`${id}-gradient`} />
        </g>
      </g>
      {phone && <Phone x={448} y={166} screen={phone} clipId={`${id}-phone`} />}
    </svg>
  );
}
