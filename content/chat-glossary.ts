/**
 * Spanish, French and German content words read as the English word the answer rows' phrasings use (offline/words.ts):
 * every row has five to eleven English phrasings and few have any in the other languages, so '¿cómo ejercería mi derecho
 * de supresión?' meets 'how do I get my data erased' through 'rights' and 'delete'. Folded like the visitor's words
 * (lower case, no accents). An English word that is itself a synonym (content/chat-vocabulary.ts) folds on to its canonical
 * word. Left out on purpose: words a visitor uses to describe their own company ('Mitarbeiter', 'personas', 'empleados':
 * 'we have 200 employees' is not 'how many employees do you have'), and words shared with English ('son', 'die').
 */
export const chatGlossary: Readonly<Record<string, string>> = {
  rights: 'derecho derechos droit droits rechte',
  delete: 'supresion suprimir borrar borren eliminar olvido suppression supprimer effacer effacement loschen loschung geloscht',
  store: 'almacenan almacenados guardan conservan stocke stockees stockez conservez speichern gespeichert',
  privacy: 'privacidad confidentialite datenschutz',
  security: 'seguridad securite sicherheit',
  hiring: 'contratando contratan vacantes empleo recrutez recrutement embauchez embauche stellen stellenangebote',
  office: 'oficina oficinas bureau bureaux buro',
  founders: 'fundo fundador fundadores fonde fondateur fondateurs grunder gegrundet',
  process: 'metodo metodologia methode methodologie methodik vorgehen ablauf',
  clients: 'clientes kunden referencias references referenzen',
  guarantee: 'garantia garantizan garantizado garantie garantis garantiert garantieren',
  refund: 'reembolso devolucion remboursement rembourse ruckerstattung erstattung',
  contract: 'contrato contrat vertrag cancelar annuler resilier kundigen kundigung',
  payment: 'pago pagos pagar paiement payer zahlung zahlen bezahlen',
  invoice: 'factura facturas facturation facture rechnung rechnungen',
  tools: 'herramientas outils werkzeuge',
  integrate: 'integracion integran integration integrez integriert',
  call: 'llamada appel anruf gesprach erstgesprach telefonat',
  book: 'reservar agendar reserver reservation buchen vereinbaren ausmachen',
  start: 'empezar comenzar commencer demarrer anfangen beginnen',
  results: 'resultados resultats ergebnisse',
  use: 'usan usa usamos utilizan utilizamos utilisez utilisent utilise nutzen nutzt verwenden verwendet',
  write: 'escribe escriben redacta redactan redige redigez redigent rediger schreibt schreiben verfasst',
  year: 'jahr jahre ano anos annee annees',
  // Not 'mes': Spanish 'month' is French 'my' ('pour mes commerciaux').
  month: 'mensual mensuales mensualmente mensuel mensuelle mois monatlich monat',
  team: 'equipo equipe',
  company: 'empresa empresas entreprise entreprises unternehmen firma boite boites',
  small: 'pequena pequeno petite petit klein kleine kleines',
  fit: 'encaja encajamos adapte convient passt geeignet',
  timezone: 'horaria horario fuseau zeitzone zeitzonen',
  language: 'idioma idiomas langue langues sprache sprachen espanol francais deutsch',
  phone: 'telefono telephone telefon',
  partner: 'socios partenaires partenariat partnerprogramm referidos parrainage empfehlung',
  commission: 'comision comisiones provision provisionen',
  agency: 'agencia agence agentur',
  automation: 'automatizacion automatisation automatisierung',
  outreach: 'prospeccion prospection kaltakquise akquise',
  sales: 'ventas ventes vertrieb',
  why: 'pourquoi warum',
  ai: 'ia ki inteligencia artificial kunstliche',
  reporting: 'informes rapports berichte',
  metrics: 'metricas metriques kennzahlen',
  own: 'propiedad propriete propietario proprietaire eigentum gehort',
  newsletter: 'boletin',
  article: 'articulo articulos artikel beitrag',
  week: 'semana semaine woche',
  first: 'primer primera premier premiere erste ersten',
  free: 'gratis gratuito gratuita gratuit gratuite kostenlos',
  trial: 'prueba pruebas essai essais probephase testphase',
  pilot: 'piloto pilote',
  // 'Und danach?' after the audit asks what comes after it.
  after: 'danach despues apres ensuite',
};
