import { useEffect, useRef } from 'react';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
  hue: 0 | 1;
}

/** Brand blue and accent green (tokens.css), drawn faintly: the hero's text sits on top. */
const COLOURS = ['47, 99, 196', '10, 118, 106'] as const;
const LINK_DISTANCE = 110;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function seed(width: number, height: number): Particle[] {
  // About one particle per 14 000 px², at most 56: light on a phone, still airy on a wide screen.
  const count = Math.min(56, Math.max(14, Math.round((width * height) / 14_000)));
  return Array.from({ length: count }, (_, i) => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.25,
    vy: (Math.random() - 0.5) * 0.25,
    r: 1.2 + Math.random() * 2.2,
    hue: (i % 3 === 0 ? 1 : 0) as 0 | 1,
  }));
}

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  ctx.clearRect(0, 0, width, height);
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance > LINK_DISTANCE) continue;
      ctx.strokeStyle = `rgba(${COLOURS[0]}, ${0.12 * (1 - distance / LINK_DISTANCE)})`;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
    ctx.fillStyle = `rgba(${COLOURS[a.hue]}, 0.35)`;
    ctx.beginPath();
    ctx.arc(a.x, a.y, a.r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function step(particles: Particle[], width: number, height: number): void {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
  }
}

/**
 * The payment page's decorative particles (SPEC §2), drawn on our own canvas: no CDN, no library,
 * nothing for assistive technology. It moves only while on screen and in a visible tab, and under
 * prefers-reduced-motion it is one still frame.
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const motion = window.matchMedia(REDUCED_MOTION);
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let onScreen = true;

    const resize = () => {
      // The observer also reports the first size: only a real change scatters the particles anew.
      if (canvas.clientWidth === width && canvas.clientHeight === height) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = seed(width, height);
      draw(ctx, particles, width, height);
    };
    const tick = () => {
      step(particles, width, height);
      draw(ctx, particles, width, height);
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (onScreen && !document.hidden && !motion.matches) frame = requestAnimationFrame(tick);
    };

    resize();
    update();
    const sized = new ResizeObserver(() => resize());
    sized.observe(canvas);
    const seen = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      update();
    });
    seen.observe(canvas);
    document.addEventListener('visibilitychange', update);
    motion.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      sized.disconnect();
      seen.disconnect();
      document.removeEventListener('visibilitychange', update);
      motion.removeEventListener('change', update);
    };
  }, []);

  return <canvas ref={canvasRef} className="particles" aria-hidden="true" />;
}
