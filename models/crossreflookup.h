#pragma once

#include <chrono>
#include <functional>
#include <optional>

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <core/crossref/crossrefclient.h>

namespace Ei::Models {

// The Crossref record of a DOI for the Match tab, from where the open connection has them: records
// held in the process (the demo's mirror), a connection's Crossref source (PostgREST mirror, the
// REST API or seed 003's PostgreSQL table), or nowhere. One lookup at a time: a new one cancels
// the previous; records read ahead (prefetch) answer at once.
class CrossrefLookup final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefLookup)

public:
    // A DOI's /works message, or nothing when no record is known.
    using LocalRecords = std::function<std::optional<QJsonObject>(const QString &doi)>;
    struct Answer
    {
        QJsonObject message; // the record, when found
        QString problem;     // else why there is none, or "Looking up…" while pending
        bool pending = false;
    };
    using Done = std::function<void(const Answer &answer)>;

    explicit CrossrefLookup(QObject *parent = nullptr);
    ~CrossrefLookup() override;

    void setLocalRecords(LocalRecords records);
    // `password`: a postgres: source's, from the connection's secrets (empty: libpq's own sources).
    // `auth`: the connection's authentication, for a postgrest: mirror (CrossrefClient::setAuth).
    void setSource(const Core::CrossrefSource &source, std::chrono::seconds timeout,
                   const QByteArray &password = {}, const Core::AuthConfig &auth = {});
    // No records anywhere (the connection closed); a lookup under way is cancelled.
    void clear();

    // Answers at once from local records or when there is no source; over the network it first
    // answers pending, then with the record. A cancelled lookup does not answer.
    void lookup(const QString &doi, Done done);
    void cancel();
    // Reads the records of these DOIs ahead (the next rows'): one statement for the database
    // source (CrossrefClient::prefetch). Nothing for local records or without a source.
    void prefetch(const QStringList &dois);

private:
    LocalRecords m_local;
    Core::CrossrefClient *m_client = nullptr;
    QPointer<Core::CrossrefReply> m_reply;
};

} // namespace Ei::Models
