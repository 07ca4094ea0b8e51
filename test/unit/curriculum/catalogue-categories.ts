/** The categories of the content packs in content/, as the catalogue names them (an object mother for the goal rules). */
export const CATEGORIES = [
  { name: 'Conflict Resolution', name_ru: 'Разрешение конфликтов' },
  { name: 'Customer Service', name_ru: 'Обслуживание клиентов' },
  { name: 'Difficult Conversations', name_ru: 'Трудные разговоры' },
  { name: 'Giving Feedback', name_ru: 'Обратная связь' },
  { name: 'Job Interviews', name_ru: 'Собеседования' },
  { name: 'Leadership', name_ru: 'Лидерство' },
  { name: 'Negotiation', name_ru: 'Переговоры' },
  { name: 'Sales', name_ru: 'Продажи' },
  { name: 'Teamwork', name_ru: 'Командная работа' },
];
