// Field-by-field comparison of a GROBID header with a Crossref record, and the verdict rules of
// docs/match-verdicts.md. Pure functions; the generic-title list is read once from resources.
#include "matcher.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QSet>

#include <core/domain/doi.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Matcher)
};

QString compact(QStringView slug)
{
    QString out;
    out.reserve(slug.size());
    for (const QChar c : slug) {
        if (c != QLatin1Char(' ')) {
            out += c;
        }
    }
    return out;
}

const QSet<QString> &genericSet()
{
    static const QSet<QString> set = [] {
        const QStringList &list = genericTitleSlugs();
        return QSet<QString>(list.begin(), list.end());
    }();
    return set;
}

QStringList tokens(QStringView slug)
{
    return slug.toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Dice coefficient of the two token sets.
double tokenDice(const QStringList &a, const QStringList &b)
{
    if (a.isEmpty() || b.isEmpty()) {
        return 0.0;
    }
    const QSet<QString> sa(a.begin(), a.end());
    const QSet<QString> sb(b.begin(), b.end());
    qsizetype common = 0;
    for (const QString &t : sa) {
        common += sb.contains(t) ? 1 : 0;
    }
    return 2.0 * double(common) / double(sa.size() + sb.size());
}

// Two surname tokens agree when equal, or when one is a prefix (>= 3 letters) of the other and
// they differ by at most two letters: GROBID drops accented letters ("Par" for "Paré") and
// truncates at line ends.
bool surnameTokensAgree(const QString &a, const QString &b)
{
    if (a == b) {
        return true;
    }
    const QString &shorter = a.size() <= b.size() ? a : b;
    const QString &longer = a.size() <= b.size() ? b : a;
    return shorter.size() >= 3 && longer.size() - shorter.size() <= 2 && longer.startsWith(shorter);
}

QStringList surnameTokens(const BibAuthor &author)
{
    QStringList out;
    for (const QString &t : tokens(titleSlug(author.family))) {
        if (t.size() >= 2) {
            out << t;
        }
    }
    return out;
}

bool authorMatchesAny(const QStringList &mine, const QList<QStringList> &others)
{
    for (const QStringList &other : others) {
        for (const QString &a : mine) {
            for (const QString &b : other) {
                if (surnameTokensAgree(a, b)) {
                    return true;
                }
            }
        }
    }
    return false;
}

QString normNumber(QStringView v)
{
    QString s = titleSlug(v);
    s.remove(QLatin1Char(' '));
    while (s.size() > 1 && s.startsWith(QLatin1Char('0'))) {
        s.remove(0, 1);
    }
    return s;
}

QString normIssn(QStringView v)
{
    QString s = v.toString().toUpper();
    s.remove(QLatin1Char('-'));
    s.remove(QLatin1Char(' '));
    return s;
}

// "j neuroeng rehabil" vs "journal of neuroengineering and rehabilitation": every abbreviated
// token is a prefix of a later full token, in order.
bool isAbbreviationOf(const QStringList &abbrev, const QStringList &full)
{
    if (abbrev.isEmpty() || abbrev.size() > full.size()) {
        return false;
    }
    qsizetype j = 0;
    for (const QString &t : abbrev) {
        while (j < full.size() && !full.at(j).startsWith(t)) {
            ++j;
        }
        if (j == full.size()) {
            return false;
        }
        ++j;
    }
    return true;
}

FieldComparison compareDoi(const BibHeader &g, const BibHeader &c)
{
    FieldComparison f{QStringLiteral("doi"), false, 0.0, {}, {}, g.doi, c.doi};
    const QString a = normalizeDoiText(g.doi), b = normalizeDoiText(c.doi);
    if (a.isEmpty() || b.isEmpty()) {
        f.code = QStringLiteral("doi-missing");
        f.reason = a.isEmpty() ? Tr::tr("GROBID found no DOI in the PDF.")
                               : Tr::tr("The Crossref record has no DOI.");
        return f;
    }
    if (a == b) {
        f.known = true;
        f.score = 1.0;
        f.code = QStringLiteral("doi-equal");
        f.reason = Tr::tr("The DOI printed in the PDF is the Crossref DOI.");
    } else if (a.startsWith(b) || b.startsWith(a)) {
        // Truncated at a line end ("10.1007/978-3-319-01571-") or a version suffix
        // ("10.1038/npre.2011.6009.1"): neither agreement nor contradiction.
        f.score = 0.5;
        f.code = QStringLiteral("doi-prefix");
        f.reason = Tr::tr("One DOI is a prefix of the other (truncated, or a version suffix).");
    } else {
        f.known = true;
        f.code = QStringLiteral("doi-mismatch");
        f.reason = Tr::tr("The PDF names a different DOI (%1).").arg(a);
    }
    return f;
}

FieldComparison compareTitle(const BibHeader &g, const BibHeader &c)
{
    FieldComparison f{QStringLiteral("title"), false, 0.0, {}, {}, g.title, c.title};
    const QString gs = titleSlug(g.title);
    const QString cs = titleSlug(c.title);
    if (gs.isEmpty() || cs.isEmpty()) {
        f.code = QStringLiteral("title-missing");
        f.reason =
            gs.isEmpty() ? Tr::tr("GROBID extracted no title.") : Tr::tr("The Crossref record has no title.");
        return f;
    }
    if (isGenericTitle(g.title) || isGenericTitle(c.title)) {
        f.code = QStringLiteral("title-generic");
        f.reason = Tr::tr("\"%1\" is a generic title that does not identify a work.")
                       .arg(isGenericTitle(g.title) ? g.title : c.title);
        return f;
    }
    f.known = true;
    const QString withSub =
        c.subtitle.isEmpty() ? cs : titleSlug(QString(c.title + QLatin1Char(' ') + c.subtitle));
    const QString gc = compact(gs);
    if (gc == compact(cs) || gc == compact(withSub)) {
        f.score = 1.0;
        f.code = QStringLiteral("title-equal");
        f.reason = Tr::tr("The titles are the same.");
        return f;
    }
    const QStringList gt = tokens(gs), ct = tokens(withSub);
    // GROBID glues cover-page text or footnote markers onto titles; the real title is then
    // contained in the extracted one (or the other way round for truncated titles).
    const qsizetype shorter = std::min(gt.size(), ct.size());
    const bool contained = shorter >= 3 && (QString(QLatin1Char(' ') + gs + QLatin1Char(' '))
                                                .contains(QLatin1Char(' ') + cs + QLatin1Char(' ')) ||
                                            QString(QLatin1Char(' ') + withSub + QLatin1Char(' '))
                                                .contains(QLatin1Char(' ') + gs + QLatin1Char(' ')));
    const double dice = std::max(tokenDice(gt, ct), tokenDice(gt, tokens(cs)));
    if (contained) {
        f.score = 0.9;
        f.code = QStringLiteral("title-contained");
        f.reason = Tr::tr("One title contains the other (extra words around it).");
    } else if (dice >= 0.8) {
        f.score = dice;
        f.code = QStringLiteral("title-similar");
        f.reason = Tr::tr("The titles share %1% of their words.").arg(qRound(dice * 100));
    } else {
        f.score = dice;
        f.code = QStringLiteral("title-mismatch");
        f.reason = Tr::tr("The titles differ (%1% of words shared).").arg(qRound(dice * 100));
    }
    return f;
}

FieldComparison compareAuthors(const BibHeader &g, const BibHeader &c)
{
    FieldComparison f{QStringLiteral("authors"), false, 0.0, {}, {}, {}, {}};
    QList<QStringList> gt, ct;
    QStringList gnames, cnames;
    for (const BibAuthor &a : g.authors) {
        QStringList t = surnameTokens(a);
        if (!t.isEmpty() && !gt.contains(t)) {
            gt << t;
            gnames << a.family;
        }
    }
    for (const BibAuthor &a : c.authors) {
        QStringList t = surnameTokens(a);
        if (!t.isEmpty()) {
            ct << t;
            cnames << a.family;
        }
    }
    auto shortList = [](const QStringList &names) {
        return names.size() <= 8 ? names.join(QLatin1StringView(", "))
                                 : names.mid(0, 8).join(QLatin1StringView(", ")) +
                                       Tr::tr(" and %n more", nullptr, int(names.size() - 8));
    };
    f.grobid = shortList(gnames);
    f.crossref = shortList(cnames);
    if (gt.isEmpty() || ct.isEmpty()) {
        f.code = QStringLiteral("authors-missing");
        f.reason = gt.isEmpty() ? Tr::tr("GROBID extracted no author surnames.")
                                : Tr::tr("The Crossref record lists no author surnames.");
        return f;
    }
    f.known = true;
    // The shorter list must be contained in the longer one (GROBID misses or invents authors;
    // Crossref lists consortia of a thousand names).
    qsizetype matched = 0;
    qsizetype total = 0;
    if (gt.size() <= ct.size()) {
        total = gt.size();
        for (const QStringList &t : std::as_const(gt)) {
            matched += authorMatchesAny(t, ct) ? 1 : 0;
        }
    } else {
        total = ct.size();
        for (const QStringList &t : std::as_const(ct)) {
            matched += authorMatchesAny(t, gt) ? 1 : 0;
        }
    }
    f.score = double(matched) / double(total);
    const QString counts = Tr::tr("%1 of %2").arg(matched).arg(total);
    if (matched == total && gt.size() == ct.size()) {
        f.code = QStringLiteral("authors-equal");
        f.reason = Tr::tr("All %n surnames agree (accents ignored).", nullptr, int(total));
    } else if (f.score >= 0.5) {
        f.code = QStringLiteral("authors-overlap");
        f.reason = Tr::tr("%1 surnames of the shorter list are in the other (%2 GROBID, %3 Crossref).")
                       .arg(counts)
                       .arg(gt.size())
                       .arg(ct.size());
    } else {
        f.code = QStringLiteral("authors-mismatch");
        f.reason = Tr::tr("Only %1 surnames agree.").arg(counts);
    }
    return f;
}

FieldComparison compareYear(const BibHeader &g, const BibHeader &c)
{
    FieldComparison f{QStringLiteral("year"),
                      false,
                      0.0,
                      {},
                      {},
                      g.year ? QString::number(*g.year) : QString(),
                      c.year ? QString::number(*c.year) : QString()};
    if (!g.year || !c.year) {
        f.code = QStringLiteral("year-missing");
        f.reason = !g.year ? Tr::tr("GROBID found no publication year.")
                           : Tr::tr("The Crossref record has no year.");
        return f;
    }
    f.known = true;
    const int gy = *g.year;
    if (gy == *c.year) {
        f.score = 1.0;
        f.code = QStringLiteral("year-equal");
        f.reason = Tr::tr("Same year.");
    } else if (c.otherYears.contains(gy) || std::abs(gy - *c.year) == 1 ||
               std::any_of(c.otherYears.begin(), c.otherYears.end(),
                           [gy](int y) { return std::abs(gy - y) <= 1; })) {
        // Online-first and print years differ by one more often than not.
        f.score = 0.7;
        f.code = QStringLiteral("year-close");
        f.reason =
            Tr::tr("The years differ by at most one or match another Crossref date (online vs print).");
    } else {
        f.code = QStringLiteral("year-mismatch");
        f.reason = Tr::tr("The years differ (%1 vs %2).").arg(gy).arg(*c.year);
    }
    return f;
}

FieldComparison compareContainer(const BibHeader &g, const BibHeader &c)
{
    FieldComparison f{QStringLiteral("container"), false, 0.0, {}, {}, {}, {}};
    QStringList gv, cv;
    if (!g.containerTitle.isEmpty()) {
        gv << g.containerTitle;
    }
    gv << g.issns();
    if (!c.containerTitle.isEmpty()) {
        cv << c.containerTitle;
    }
    cv << c.issns();
    f.grobid = gv.join(QLatin1StringView(" | "));
    f.crossref = cv.join(QLatin1StringView(" | "));
    const QStringList gi = g.issns(), ci = c.issns();
    if (!gi.isEmpty() && !ci.isEmpty()) {
        f.known = true;
        for (const QString &a : gi) {
            for (const QString &b : ci) {
                if (normIssn(a) == normIssn(b)) {
                    f.score = 1.0;
                    f.code = QStringLiteral("issn-equal");
                    f.reason = Tr::tr("Same ISSN (%1).").arg(b);
                    return f;
                }
            }
        }
    }
    const QString gs = titleSlug(g.containerTitle), cs = titleSlug(c.containerTitle);
    if (gs.isEmpty() || cs.isEmpty()) {
        if (f.known) {
            f.code = QStringLiteral("issn-mismatch");
            f.reason = Tr::tr("The ISSNs differ.");
        } else {
            f.code = QStringLiteral("container-missing");
            f.reason = gs.isEmpty() ? Tr::tr("GROBID found no journal or ISSN.")
                                    : Tr::tr("The Crossref record has no container title.");
        }
        return f;
    }
    f.known = true;
    const QStringList gt = tokens(gs), ct = tokens(cs);
    if (compact(gs) == compact(cs)) {
        f.score = 1.0;
        f.code = QStringLiteral("container-equal");
        f.reason = Tr::tr("Same journal title.");
    } else if (isAbbreviationOf(gt, ct) || isAbbreviationOf(ct, gt) || tokenDice(gt, ct) >= 0.8) {
        f.score = 0.8;
        f.code = QStringLiteral("container-similar");
        f.reason = Tr::tr("The journal titles agree up to abbreviation.");
    } else {
        f.score = tokenDice(gt, ct);
        f.code = QStringLiteral("container-mismatch");
        f.reason = Tr::tr("The journal titles differ.");
    }
    return f;
}

FieldComparison compareSimple(const QString &field, const QString &label, const QString &g, const QString &c)
{
    FieldComparison f{field, false, 0.0, {}, {}, g, c};
    const QString a = normNumber(g), b = normNumber(c);
    const QString prefix = QString(field).replace(QLatin1Char('_'), QLatin1Char('-'));
    if (a.isEmpty() || b.isEmpty()) {
        f.code = prefix + QStringLiteral("-missing");
        f.reason = Tr::tr("The %1 is missing on one side.").arg(label);
        return f;
    }
    f.known = true;
    if (a == b) {
        f.score = 1.0;
        f.code = prefix + QStringLiteral("-equal");
        f.reason = Tr::tr("Same %1.").arg(label);
    } else {
        f.code = prefix + QStringLiteral("-mismatch");
        f.reason = Tr::tr("The %1 differs (%2 vs %3).").arg(label, g, c);
    }
    return f;
}

double weightOf(const QString &field)
{
    if (field == QLatin1StringView("doi") || field == QLatin1StringView("title")) {
        return 3.0;
    }
    if (field == QLatin1StringView("authors")) {
        return 2.0;
    }
    if (field == QLatin1StringView("year") || field == QLatin1StringView("container")) {
        return 1.0;
    }
    return 0.5;
}

} // namespace

QString matchVerdictName(MatchVerdict verdict)
{
    switch (verdict) {
    case MatchVerdict::Exact:
        return QStringLiteral("exact");
    case MatchVerdict::Strong:
        return QStringLiteral("strong");
    case MatchVerdict::Weak:
        return QStringLiteral("weak");
    case MatchVerdict::Ambiguous:
        return QStringLiteral("ambiguous");
    case MatchVerdict::Different:
        return QStringLiteral("different");
    }
    return QStringLiteral("different");
}

const FieldComparison *MatchResult::field(const QString &name) const
{
    for (const FieldComparison &f : fields) {
        if (f.field == name) {
            return &f;
        }
    }
    return nullptr;
}

const QStringList &genericTitleSlugs()
{
    static const QStringList list = [] {
        QStringList out;
        QFile file(QStringLiteral(":/ei/match/generic-titles.txt"));
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("ei.match: the generic-title list is missing from the resources");
            return out;
        }
        for (const QByteArray &raw : file.readAll().split('\n')) {
            const QByteArray line = raw.trimmed();
            if (line.isEmpty() || line.startsWith('#')) {
                continue;
            }
            const QString slug = compact(titleSlug(QString::fromUtf8(line)));
            if (!slug.isEmpty() && !out.contains(slug)) {
                out << slug;
            }
        }
        return out;
    }();
    return list;
}

bool isGenericTitle(QStringView title)
{
    const QString slug = titleSlug(title);
    const QString c = compact(slug);
    if (c.isEmpty()) {
        return false;
    }
    if (genericSet().contains(c)) {
        return true;
    }
    // A very short title ("Notes", "Q&A", "ii") cannot identify a work.
    return c.size() < 4 || (!slug.contains(QLatin1Char(' ')) && c.size() < 6);
}

MatchResult compareHeaders(const BibHeader &g, const BibHeader &c)
{
    MatchResult r;
    r.fields = {
        compareDoi(g, c),
        compareTitle(g, c),
        compareAuthors(g, c),
        compareYear(g, c),
        compareContainer(g, c),
        compareSimple(QStringLiteral("volume"), Tr::tr("volume", "bibliographic field"), g.volume, c.volume),
        compareSimple(QStringLiteral("issue"), Tr::tr("issue", "bibliographic field"), g.issue, c.issue),
        compareSimple(QStringLiteral("first_page"), Tr::tr("first page", "bibliographic field"), g.firstPage,
                      c.firstPage)};
    double sum = 0, weights = 0;
    for (const FieldComparison &f : std::as_const(r.fields)) {
        if (f.known) {
            sum += weightOf(f.field) * f.score;
            weights += weightOf(f.field);
        }
    }
    r.score = weights > 0 ? sum / weights : 0.0;

    const FieldComparison &doi = r.fields[0];
    const FieldComparison &title = r.fields[1];
    const FieldComparison &authors = r.fields[2];
    const FieldComparison &year = r.fields[3];
    const bool doiEqual = doi.code == QLatin1StringView("doi-equal");
    const bool doiMismatch = doi.code == QLatin1StringView("doi-mismatch");
    const bool titleStrong = title.known && title.score >= 0.9;
    const bool titleSimilar = title.known && title.score >= 0.7;
    const bool titleBad = title.known && title.score < 0.5;
    const bool authorsOk = authors.known && authors.score >= 0.5;
    const bool authorsBad = authors.known && authors.score < 0.5;
    const bool yearBad = year.code == QLatin1StringView("year-mismatch");
    int biblioAgree = 0, biblioDisagree = 0;
    for (qsizetype i = 4; i < r.fields.size(); ++i) {
        const FieldComparison &f = r.fields[i];
        if (f.known) {
            (f.score >= 0.8 ? biblioAgree : biblioDisagree) += 1;
        }
    }
    auto reasons = [&](std::initializer_list<const FieldComparison *> list) {
        for (const FieldComparison *f : list) {
            if (!f->code.isEmpty() && !r.reasons.contains(f->code)) {
                r.reasons << f->code;
            }
        }
    };

    if (doiEqual) {
        const int contrary = (titleBad ? 1 : 0) + (authorsBad ? 1 : 0) + (yearBad ? 1 : 0);
        if (title.code == QLatin1StringView("title-equal") && authors.known && authors.score >= 1.0 &&
            !yearBad && biblioDisagree == 0) {
            r.verdict = MatchVerdict::Exact;
            reasons({&doi, &title, &authors, &year});
        } else if (contrary >= 2 && !(authorsOk || titleStrong)) {
            // The DOI may be one GROBID read from a reference list or a footer.
            r.verdict = MatchVerdict::Ambiguous;
            reasons({&doi, &title, &authors, &year});
        } else {
            r.verdict = MatchVerdict::Strong;
            reasons({&doi, &title, &authors, &year});
        }
    } else if (doiMismatch) {
        if (titleStrong && authorsOk) {
            r.verdict = MatchVerdict::Ambiguous;
        } else {
            r.verdict = MatchVerdict::Different;
        }
        reasons({&doi, &title, &authors});
    } else if (titleStrong) {
        if (authorsBad) {
            r.verdict = MatchVerdict::Ambiguous;
        } else if (yearBad) {
            r.verdict = MatchVerdict::Weak;
        } else if (authorsOk || biblioAgree >= 2) {
            r.verdict = MatchVerdict::Strong;
        } else {
            r.verdict = MatchVerdict::Weak;
        }
        reasons({&title, &authors, &year, &doi});
    } else if (titleSimilar) {
        r.verdict = authorsOk && !yearBad ? MatchVerdict::Weak : MatchVerdict::Ambiguous;
        reasons({&title, &authors, &year, &doi});
    } else if (!title.known) {
        // Generic or missing title and no DOI to compare: only the rest can speak.
        if (authorsOk && year.code == QLatin1StringView("year-equal") && biblioAgree >= 2 &&
            biblioDisagree == 0) {
            r.verdict = MatchVerdict::Weak;
        } else if (authorsBad || yearBad || biblioDisagree > 0) {
            r.verdict = MatchVerdict::Different;
        } else {
            r.verdict = MatchVerdict::Ambiguous;
        }
        reasons({&title, &authors, &year, &doi});
    } else {
        r.verdict = MatchVerdict::Different;
        reasons({&title, &authors, &doi});
    }
    return r;
}

QJsonObject toJson(const MatchResult &result)
{
    QJsonArray fields;
    for (const FieldComparison &f : result.fields) {
        QJsonObject o{{QStringLiteral("field"), f.field},
                      {QStringLiteral("known"), f.known},
                      {QStringLiteral("score"), std::round(f.score * 1000.0) / 1000.0},
                      {QStringLiteral("code"), f.code},
                      {QStringLiteral("reason"), f.reason},
                      {QStringLiteral("grobid"), f.grobid},
                      {QStringLiteral("crossref"), f.crossref}};
        fields.append(o);
    }
    return QJsonObject{{QStringLiteral("verdict"), matchVerdictName(result.verdict)},
                       {QStringLiteral("reasons"), QJsonArray::fromStringList(result.reasons)},
                       {QStringLiteral("score"), std::round(result.score * 1000.0) / 1000.0},
                       {QStringLiteral("fields"), fields}};
}

QJsonObject matchReportJson(const BibHeader &grobid, const BibHeader &crossref, const MatchResult &result)
{
    QJsonObject o = toJson(result);
    o.insert(QStringLiteral("grobid"), toJson(grobid));
    o.insert(QStringLiteral("crossref"), toJson(crossref));
    return o;
}

} // namespace Ei::Core
