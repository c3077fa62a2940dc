#include "curation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <core/domain/doi.h>
#include <core/domain/rowkey.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Curation)
};

std::optional<QJsonObject> parseObject(QByteArrayView bytes)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.toByteArray(), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        return std::nullopt;
    }
    return doc.object();
}

int revOf(const QJsonObject &o)
{
    const QJsonValue v = o.value(QLatin1StringView("rev"));
    if (v.isString()) {
        return v.toString().toInt();
    }
    return v.toInt(0);
}

Result<QString> curator(const QString &by)
{
    const QString t = by.trimmed();
    if (t.isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("a curator name is needed for every edit"));
    }
    return t;
}

} // namespace

QString curationTimestamp(const QDateTime &at)
{
    const QDateTime t = at.isValid() ? at : QDateTime::currentDateTimeUtc();
    return t.toTimeZone(QTimeZone::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
}

Result<MatchCells> buildMatchEdit(const Profile &profile, QByteArrayView seenMinfo, const MatchEdit &edit,
                                  int historyCap, std::optional<int> undoOf)
{
    const QString mstatus = edit.mstatus.trimmed();
    const bool restoringNone = undoOf && mstatus.isEmpty();
    if (!restoringNone && !profile.mstatusVocabulary.isEmpty() &&
        !profile.mstatusVocabulary.contains(mstatus)) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is not a match status: expected one of %2")
                        .arg(mstatus, profile.mstatusVocabulary.join(QStringLiteral(", "))));
    }
    if (mstatus.isEmpty() && !restoringNone) {
        return fail(ErrorKind::InvalidInput, Tr::tr("a match status is needed"));
    }
    QString doi;
    if (!edit.doi.trimmed().isEmpty()) {
        auto normalized = normalizeDoi(edit.doi);
        if (!normalized) {
            return std::unexpected(normalized.error());
        }
        doi = *normalized;
    }
    auto by = curator(edit.by);
    if (!by) {
        return std::unexpected(by.error());
    }
    const QString at = curationTimestamp(edit.at);

    QJsonObject minfo = parseObject(seenMinfo).value_or(QJsonObject());
    const int rev = revOf(minfo) + 1;
    QJsonArray history = minfo.value(QLatin1StringView("history")).toArray();
    QJsonObject step{{QStringLiteral("rev"), rev}, {QStringLiteral("at"), at},
                     {QStringLiteral("by"), *by},  {QStringLiteral("mstatus"), mstatus},
                     {QStringLiteral("doi"), doi}, {QStringLiteral("note"), edit.note}};
    if (undoOf) {
        step.insert(QStringLiteral("undo_of"), *undoOf);
    }
    history.append(step);
    const int cap = std::max(1, historyCap);
    while (history.size() > cap) {
        history.removeFirst();
    }
    minfo.insert(QStringLiteral("rev"), rev);
    minfo.insert(QStringLiteral("updated"), at);
    minfo.insert(QStringLiteral("by"), *by);
    minfo.insert(QStringLiteral("note"), edit.note);
    if (edit.verdict) {
        minfo.insert(QStringLiteral("verdict"), *edit.verdict);
    }
    minfo.insert(QStringLiteral("history"), history);

    MatchCells cells;
    cells.mstatus = mstatus.toUtf8();
    cells.doi = doi.toUtf8();
    cells.minfo = QJsonDocument(minfo).toJson(QJsonDocument::Compact);
    cells.rev = rev;
    return cells;
}

Result<QByteArray> buildQuality(const Profile &profile, QByteArrayView seenQuality, const QString &quality,
                                const QString &by, const QString &note, const QDateTime &at,
                                std::optional<int> undoOf)
{
    const QStringList vocabulary =
        profile.qualityVocabulary.isEmpty()
            ? QStringList{QStringLiteral("good"), QStringLiteral("marginal"), QStringLiteral("bad")}
            : profile.qualityVocabulary;
    const QString q = quality.trimmed().toLower();
    if (!vocabulary.contains(q)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("'%1' is not a quality verdict: expected one of %2")
                                                 .arg(quality, vocabulary.join(QStringLiteral(", "))));
    }
    auto curatorName = curator(by);
    if (!curatorName) {
        return std::unexpected(curatorName.error());
    }
    const int rev = revOf(parseObject(seenQuality).value_or(QJsonObject())) + 1;
    QJsonObject o{{QStringLiteral("quality"), q},
                  {QStringLiteral("rev"), rev},
                  {QStringLiteral("by"), *curatorName},
                  {QStringLiteral("at"), curationTimestamp(at)},
                  {QStringLiteral("note"), note}};
    if (undoOf) {
        o.insert(QStringLiteral("undo_of"), *undoOf);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<QByteArray> buildReprocess(const ReprocessRequest &request)
{
    auto by = curator(request.by);
    if (!by) {
        return std::unexpected(by.error());
    }
    QJsonObject previous;
    previous.insert(QStringLiteral("status_code"),
                    request.previousStatusCode ? QJsonValue(*request.previousStatusCode) : QJsonValue());
    previous.insert(QStringLiteral("grobid_version"), request.previousGrobidVersion.isEmpty()
                                                          ? QJsonValue()
                                                          : QJsonValue(request.previousGrobidVersion));
    previous.insert(QStringLiteral("tei_sha1"),
                    request.previousTei.isEmpty()
                        ? QJsonValue()
                        : QJsonValue(QString::fromLatin1(Sha1::ofData(request.previousTei).toHex())));
    const QJsonObject o{{QStringLiteral("requested"), curationTimestamp(request.requested)},
                        {QStringLiteral("by"), *by},
                        {QStringLiteral("reason"), request.reason},
                        {QStringLiteral("previous"), previous}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace Ei::Core
