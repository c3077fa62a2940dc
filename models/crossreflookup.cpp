#include "crossreflookup.h"

namespace Ei::Models {

CrossrefLookup::CrossrefLookup(QObject *parent)
    : QObject(parent)
{}

CrossrefLookup::~CrossrefLookup() = default;

void CrossrefLookup::setLocalRecords(LocalRecords records)
{
    m_local = std::move(records);
}

void CrossrefLookup::setSource(const Core::CrossrefSource &source, std::chrono::seconds timeout,
                               const QByteArray &password, const Core::AuthConfig &auth)
{
    clear();
    m_client = new Core::CrossrefClient(source, this);
    m_client->setTimeout(timeout);
    m_client->setPassword(password);
    m_client->setAuth(auth);
}

void CrossrefLookup::prefetch(const QStringList &dois)
{
    if (m_client && !m_local) {
        m_client->prefetch(dois);
    }
}

void CrossrefLookup::clear()
{
    cancel();
    m_local = {};
    if (m_client) {
        m_client->deleteLater();
    }
    m_client = nullptr;
}

void CrossrefLookup::cancel()
{
    if (m_reply) {
        m_reply->cancel();
        m_reply = nullptr;
    }
}

void CrossrefLookup::lookup(const QString &doi, Done done)
{
    cancel();
    if (m_local) {
        if (const auto record = m_local(doi)) {
            done({*record, {}, false});
        } else {
            done({{}, tr("No Crossref record is known for %1.").arg(doi), false});
        }
        return;
    }
    if (!m_client) {
        done({{}, tr("This connection has no Crossref source (edit it in File → Connect…)."), false});
        return;
    }
    done({{}, tr("Looking up %1 in Crossref…").arg(doi), true});
    Core::CrossrefReply *reply = m_client->fetch(doi);
    m_reply = reply;
    connect(reply, &Core::CrossrefReply::finished, this, [reply, doi, done = std::move(done)] {
        reply->deleteLater();
        const Core::Result<Core::CrossrefWork> &work = reply->result();
        if (!work && work.error().kind == Core::ErrorKind::Cancelled) {
            return;
        }
        if (!work) {
            done({{},
                  work.error().kind == Core::ErrorKind::NotFound
                      ? tr("No Crossref record is known for %1.").arg(doi)
                      : tr("The Crossref record of %1 could not be read: %2").arg(doi, work.error().message),
                  false});
            return;
        }
        done({work->message, {}, false});
    });
}

} // namespace Ei::Models
