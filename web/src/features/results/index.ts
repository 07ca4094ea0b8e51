// The score pieces the dashboard and team analytics reuse. results.css styles them (and the achievement list the
// dashboard draws around them), so importing this file brings it.
import './results.css';

export { AchievementBadge } from './components/AchievementBadge';
export { ScoreBadge, ScoreCircle } from './components/ScoreCircle';
export { SkillsRadar } from './components/SkillsRadar';
export { formatChartValue, formatScore, SKILLS } from './state/scores';
