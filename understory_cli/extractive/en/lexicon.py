"""English's closed word lists: titles, function words and context cues. No book's names here."""

from __future__ import annotations

import re


class _Titles(frozenset):
    """Titles, and a hyphenated compound ending in one (Lieutenant-Colonel, Harbour-Master, Warden-Master)."""

    def __contains__(self, word: object) -> bool:
        return super().__contains__(word) or (isinstance(word, str) and "-" in word
                                              and super().__contains__(word.rsplit("-", 1)[1]))


EN_TITLES = _Titles("""
Mr Mrs Ms Miss Mister Dr Doctor Prof Professor Sir Madam Madame Dame Lady Lord King Queen Prince Princess
Emperor Empress Duke Duchess Count Countess Baron Baroness Earl General Captain Colonel Major Lieutenant
Sergeant Corporal Admiral Commander Officer Judge Father Mother Brother Sister Uncle Aunt Saint St Rev
Reverend Master Mistress Chief President Governor Mayor Senator Sheriff Inspector Agent Don Monsieur Mademoiselle
Herr Frau Fräulein Signor Signora Signorina Señor Señora Señorita Doña Padre Fray Abbé M Mme Mlle
""".split())  # M., Mme., Mlle.: Monsieur, Madame, Mademoiselle as English prose abbreviates them (M. Poirot); a
# translation's Padre, Fray, Doña (El Filibusterismo's friars, each a Padre: "Padre" alone is no one's name)
EN_SAINT = frozenset("St Saint".split())
EN_KIN_TITLES = frozenset("Aunt Uncle".split())  # Aunt Reed: the kin's title for Mrs. Reed (kin_titles.py)
# Titles a family shares (Mr. Dashwood, Mrs. Dashwood, Miss Dashwood): with a surname alone they name
# one member of it, never the family; by the gender they say.
EN_FAMILY_TITLES_MALE = frozenset("Mr Mister Master Monsieur M Herr Signor Señor Don Lord".split())
EN_FAMILY_TITLES_FEMALE = frozenset(
    "Mrs Miss Ms Madam Madame Mme Mademoiselle Mlle Frau Fräulein Señora Señorita Doña Signora Signorina Lady".split())
EN_FAMILY_TITLES = EN_FAMILY_TITLES_MALE | EN_FAMILY_TITLES_FEMALE
EN_MARRIED_TITLES = frozenset("Mrs Madame Mme Frau Señora Signora".split())  # Mrs. John Dashwood: John's wife
EN_GIVEN_TITLES_MALE = frozenset("Mr Sir Master".split())  # Sir John, Mr. Edward: John and Edward are men
EN_KNIGHT_TITLES = frozenset(["Sir"])  # Sir John: a knight or baronet, named by his given name, never Mr.
EN_GIVEN_TITLES_FEMALE = frozenset("Miss Ms".split())  # Miss Marianne (Lady Middleton: a surname)
# Titles that say the bearer's sex; the others (Colonel, Doctor, Inspector) leave it to the pronouns.
EN_MALE_TITLES = frozenset("""
Mr Mister Master Sir Lord King Prince Emperor Duke Count Baron Earl Father Brother Uncle Monsieur M Herr Signor Señor Don
""".split())
EN_FEMALE_TITLES = frozenset("""
Mrs Ms Miss Madam Madame Dame Lady Queen Princess Empress Duchess Countess Baroness Mother Sister Aunt Mistress
Mademoiselle Mme Mlle Frau Fräulein Señora Signora
""".split())
# Ranks and offices a story may name one bearer of: "the Colonel" is then that one.
EN_RANKS = frozenset("""
Colonel Captain Major General Lieutenant Sergeant Corporal Admiral Commander Inspector Doctor Professor Judge
Sheriff Mayor Governor Reverend Superintendent Constable Squire Vicar Rector Curate Abbot Bishop
""".split())
# Crowns: a story's king may be "the King" throughout, named by his realm only (King of Hearts) or not at all.
EN_CROWNS = frozenset("King Queen Prince Princess Emperor Empress Duke Duchess Tsar Czar Sultan Khan".split())
EN_MALE_PRONOUNS = frozenset("he him his himself".split())
EN_FEMALE_PRONOUNS = frozenset("she her hers herself".split())
EN_ABBREVIATIONS = frozenset("Mr Mrs Ms Dr Prof St Rev Gen Capt Col Lt Sgt Hon Jr Sr Mme Mlle".split())

# Capitalised words that are never names on their own.
EN_JUNK = frozenset("""
I I'm I'll I'd I've O Oh Ah Aha Alas Hurrah Hurray Huzzah Hush Hello Goodbye Good-bye Farewell Yes No Nay Yea
Well Why What Who Whom Whose Where When Which How Then There Here Now Please Thank Thanks Sorry Dear Ha Ho Hm Hmm
Indeed Perhaps Certainly Surely Look See Come Go Let Don't Can't Won't Mayn't Isn't It's That's There's
Monday Tuesday Wednesday Thursday Friday Saturday Sunday
Chapter Part Book Volume Prologue Epilogue Contents Page Section Appendix Introduction Preface
Majesty Highness Excellency Lordship Ladyship Honor Honour Grace Ma'am Madam Sir Sire Mister
His Her Your My Our Their Its The A An This That These Those North South East West
God Heaven Heavens
""".split()) | frozenset(
    # titles of address said alone (his Eminence, your Holiness, "Sahib"): no one's name
    "Eminence Holiness Reverence Sahib Memsahib Monseigneur Monsignor".split()) | frozenset(
    # what closes a firm's name (Young Adventurers, Ltd.; Esthonia Glassware Co.), never a name alone; and the
    # state written with a capital (the Government will not support us), an institution, not one of the cast
    "Ltd Co Inc Limited Government".split())
# Lower-case words a capitalised adjective stands before, never a name: a Christian name, his Christian names
EN_NAME_NOUNS = frozenset("name names".split())
# A month alone is no name; before another capitalised word it may begin one (the March Hare).
EN_MONTHS = frozenset("January February March April May June July August September October November December".split())
# A feast or a holy day alone is no name, as a month is not (El Filibusterismo's Christmas, Barchester Towers' Sabbath,
# both entries); before another word it may begin one (Christmas Eve, Easter Island). A kin word said alone for a
# parent ("Papa", Barchester Towers: her father's whole entry) is a form of address, no one's name.
EN_FEASTS = frozenset("""Christmas Christmastide Yuletide Easter Whitsuntide Whitsunday Michaelmas Candlemas Martinmas
Lammas Lent Advent Pentecost Epiphany Shrovetide Sabbath""".split())
EN_KIN_ADDRESS = frozenset("Papa Pappa Mamma Mama Grandpapa Grandmamma Grandmama".split())
# Nationalities, languages and creeds: adjectives or kinds of people (an Indian, the English), no one’s name
# alone (not Christian: a given name too).
EN_NATIONALITIES = frozenset("""
English French German Spanish Italian Dutch Irish Scotch Scottish Welsh British American Indian Chinese Japanese
Russian Swiss Swedish Danish Norwegian Greek Turkish Portuguese Austrian Belgian Egyptian African Australian
Canadian Mexican Arab Arabian Persian Polish Hungarian Latin European Asiatic Asian Oriental Catholic
Protestant Jewish Hindu Moslem Mohammedan Englishman Englishmen Frenchman Frenchmen Englishwoman Frenchwoman
Roman Romans Greeks Turk Turks Spaniard Spaniards Dane Danes Swede Swedes Scot Scots Yankee Yankees Quaker Quakers
Parsee Parsees Hindoo Hindoos Gentile Gentiles Pagan Pagans Puritan Puritans Saxon Saxons
Gascon Gascons Bearnese Bretons Provençal Burgundian Burgundians Savoyard Savoyards
Corsican Corsicans Flemings Walloon Walloons Castilian Andalusian Neapolitan Neapolitans Venetian Venetians
Florentine Florentines Genoese Milanese Piedmontese Sicilian Sicilians Bavarian Bavarians Prussian Prussians
Hessian Hessians Tyrolese Swabian Huguenot Huguenots Irishman Irishmen Scotsman Scotsmen Scotchman Dutchman Dutchmen
Welshman Welshmen Frenchwomen Englishwomen Americans Germans Italians Russians Austrians Parisian Parisians
Chinaman Chinamen Scotchmen Irishwoman Irishwomen Scotchwoman Dutchwoman
""".split())
# Corps and callings a translated novel capitalises (the Musketeers, a Guardsman, the cardinal's Guards): a kind of
# men, never an entry alone nor as "X of …" (Musketeers of the King); a regiment's or a house's own name stays
# (Coldstream Guards, Grenadier Guards, Carmelite Convent). (Not Picard, Basque, Catalan: surnames as often.)
EN_CORPS = frozenset("""
Musketeer Musketeers Guard Guards Guardsman Guardsmen Grenadier Grenadiers Hussar Hussars Dragoon Dragoons
Cuirassier Cuirassiers Lancer Lancers Zouave Zouaves Cardinalist Cardinalists Royalist Royalists Jesuit Jesuits
Capuchin Capuchins Carmelite Carmelites Franciscan Franciscans Benedictine Benedictines Templar Templars
Janissary Janissaries Mameluke Mamelukes Sepoy Sepoys Gendarme Gendarmes Cossack Cossacks Pikeman Pikemen
Halberdier Halberdiers Swordsman Swordsmen
""".split())

EN_SPEECH_VERBS = frozenset("""
said asked replied answered cried exclaimed returned remarked called shouted whispered continued observed
declared added inquired laughed sighed thought muttered screamed murmured explained suggested agreed protested
begged demanded responded insisted admitted growled roared sobbed wailed retorted interrupted
repeated resumed rejoined pursued persisted urged interposed ventured enquired
""".split())
EN_FOND_BEFORE = frozenset("poor dear little dearest sweet".split())  # words said before a person's name
# Words that make another place of a place's name (New York, North Carolina, Upper Egypt)
EN_PLACE_QUALIFIERS = frozenset("New North South East West Northern Southern Eastern Western Upper Lower".split())
EN_PLACE_PREPOSITIONS = frozenset("in into inside within through across toward towards near from to at".split())
# Verbs whose "to" or "at" turns to someone, not somewhere: bowed to Mycroft, looked at Watson, wrote to Evelyn Howard
EN_TURNED_TO = frozenset("""
said spoke speak speaking talked talk talking whispered wrote write writing bowed nodded smiled grinned laughed
looked look looking stared gazed glanced frowned winked waved listened belonged belongs introduced replied
answered explained complained apologized apologised lied shouted cried signed signalled beckoned curtsied
""".split())
EN_LIST_AFTER = re.compile(r"^(?:,\s*(?:and|or|the)\b|\s+(?:and|or)\b)")  # A, the B and the C: a list
EN_PLACE_HEADS = frozenset("""
Land City Country Kingdom Empire Island Isle Forest Wood Woods Desert Road Street Lane River Mountain Mountains
Valley Palace Castle Hall Sea Ocean Lake Hill Hills Village Town Gate Gates Tower Cave Caves Garden Gardens Field
Fields Plain Plains Bay Coast Bridge Square Park Prairie Marsh Swamp Gulf Kingdom Continent Country Dominions
Buildings Inn Cross Row Terrace Crescent Cape Mount Port Fort Strait Straits Channel Isles Islands
Peninsula Archipelago Reef Canal Falls Creek Heights Downs Fens Mire Bog Hotel Station Hospital Manor Abbey Priory
Rue Quai Faubourg Boulevard Avenue Place Plaza Piazza Calle Hôtel Château Palais
""".split())
# The particles a translated novel keeps between a street's head or a title and the name (Rue des Fossoyeurs, Place
# de la Concorde, M. de Tréville), and the article that may follow the first
EN_PARTICLES = frozenset("de des du del della di von van".split())
EN_ARTICLES_AFTER_PARTICLE = frozenset("la le les".split())
# The waters and regions the world names by an adjective alone (the Pacific, the Arctic): places in any book.
# Prepositions of a way, before "the" and a name: "up the Amazon", "over the Arno" (a river, a road: somewhere). Not
# on or upon ("a journalist on the Gazette", "sail on the Anzora": a paper, a ship), nor to, at, in, near, from,
# towards ("in the Bible", "went away to the Laconia", a ship again).
EN_PATH_PREPOSITIONS = frozenset("along up down across over past beyond beside into through".split())
EN_WATERS = frozenset("""
Pacific Atlantic Mediterranean Arctic Antarctic Baltic Adriatic Aegean Caribbean Caspian Levant Orient Tropics
""".split())
# Days a possessive names (St. Brannoc’s Eve, Midsummer’s Day): the day, not a person and a stray "Eve".
EN_DAY_HEADS = frozenset("Eve Day Night Feast Fair Mass".split())
# Common nouns written after a place's name, lower case (Barton cottage, Norland estate): that place still.
EN_PLACE_NOUNS = frozenset("""
cottage house park hall manor estate lodge grange farm parsonage rectory vicarage abbey castle church village
valley
""".split())
EN_ORG_HEADS = frozenset("""
Army Society Company Guard Guards Council Order Church College University Club Bank Party Court Navy League
Ministry Department Academy School Union Brotherhood Guild Senate Parliament
""".split())
# Beasts' words: a name set beside one (our cat Dinah, Toto, the little dog) is a beast's, a character of the story.
EN_BEASTS = frozenset("""
cat cats kitten dog dogs puppy pup hound horse horses pony mare colt mule donkey ass cow cows ox bull calf pig sow
sheep lamb goat hen chicken rooster cock duck goose parrot canary bird owl eagle hawk crow raven dove pigeon lizard
mouse rat rabbit hare fox wolf bear lion tiger leopard elephant monkey ape camel whale dolphin seal frog toad turtle
tortoise snake serpent dragon
""".split())
