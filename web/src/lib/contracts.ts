// The API contract lives with the server; the client takes its types only (erased at build time).
export type {
  AuthResponse,
  ChangePasswordRequest,
  ErrorResponse,
  HealthResponse,
  Locale,
  LoginRequest,
  RefreshResponse,
  RegisterRequest,
  Role,
  UsageView,
  UserView,
} from '../../../src/modules/identity/http/auth.contracts';
export type {
  EmailVerified,
  VerificationSent,
  VerificationStatusView,
  VerificationTokenValidity,
} from '../../../src/modules/identity/http/email-verification.contracts';
export type {
  Auth0LoginRequest,
  LinkedAccountView,
  LinkResponse,
  OAuthLoginRequest,
  OAuthLoginResponse,
  OAuthProvider,
  SignInButton,
  SignInOption,
  SignInOptionsResponse,
  UnlinkResponse,
} from '../../../src/modules/identity/http/oauth.contracts';
export type {
  AcceptedView,
  AcceptInviteRequest,
  InvitationView,
  TeamMemberView,
  TeamSettingsRequest,
  TeamSettingsView,
} from '../../../src/modules/identity/http/team.contracts';
export type {
  CastMemberView,
  CategoryView,
  Difficulty,
  PersonaView,
  ScenarioDetail,
  ScenarioSummary,
} from '../../../src/modules/practice/http/catalogue.contracts';
export type {
  AchievementView,
  AnalysisCompleteEvent,
  AnalysisFailedEvent,
  AverageScores,
  ConversationLine,
  HistoryItem,
  HistoryPage,
  ImprovementView,
  Progress,
  RequeueResult,
  RetryStats,
  SessionResults,
  TopScenario,
} from '../../../src/modules/analysis/http/results.contracts';
export type { TeamInsightsView, TeamMemberProgress, TeamOverview, TeamSkills, TeamTrendWeek } from '../../../src/modules/analysis/http/team-analytics.contracts';
export type { Currency, PaymentSessionResponse, PlanKey, PlansView, PlanView, SellerView } from '../../../src/modules/billing/http/billing.contracts';
export type { AssignmentView, MyAssignment } from '../../../src/modules/curriculum/http/assignments.contracts';
export type { CurriculumItem, CurriculumList, GeneratedCurriculum } from '../../../src/modules/curriculum/http/curriculum.contracts';
export type { GoalError, GoalsRequest, GoalsSaved, GoalsValidation, OnboardingProfile } from '../../../src/modules/curriculum/http/onboarding.contracts';
export type {
  CharacterLeftEvent,
  ChatMessage,
  CoachEnabledEvent,
  CoachTipEvent,
  EngineChangedEvent,
  MessageDeltaEvent,
  MessageEvent,
  SessionEndedEvent,
  SessionStartedEvent,
  StartSessionRequest,
  TypingEvent,
  UnendedPage,
} from '../../../src/modules/practice/http/sessions.contracts';
export type {
  HackingAttemptPage,
  HackingAttemptStatistics,
  HackingAttemptView,
  RiskLevel,
} from '../../../src/modules/security/http/hacking-attempts.contracts';
export type {
  LoginItem,
  LoginsPage,
  OrganizationListItem,
  ResetUserPasswordRequest,
  SuperAdminChangePasswordRequest,
  UpdateSubscriptionRequest,
  UpdateUserInput,
  UserDetail,
  UserListItem,
  UserSortColumn,
  UsersPage,
  UserStats,
} from '../../../src/modules/identity/http/superadmin-users.contracts';
export type {
  ActivityItem,
  ActivityPage,
  MessageItem,
  MessagesPage,
  SessionMessage,
  SuperAdminSessionDetail,
} from '../../../src/modules/practice/http/superadmin-sessions.contracts';
export type { AuditAction, AuditEntryView, AuditPage } from '../../../src/modules/security/http/audit.contracts';
export type {
  AdminCategoryView,
  AdminPersonaView,
  AdminScenarioDetail,
  AdminScenarioView,
  ScenarioInput,
  ScenarioRemoval,
} from '../../../src/modules/practice/http/scenario-admin.contracts';
export type { LogLevelName, LogLine, LogLinesEvent, SystemMetrics } from '../../../src/modules/security/http/operations.contracts';
