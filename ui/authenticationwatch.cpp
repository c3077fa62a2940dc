#include "authenticationwatch.h"

#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QStatusBar>

#include <core/curation/writejournal.h>
#include <ui/banner.h>

namespace Ei::Ui {

AuthenticationWatch::AuthenticationWatch(Banner *banner, QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , m_banner(banner)
    , m_label(new QLabel(statusBar))
{
    m_label->setObjectName(QStringLiteral("authenticationIdentity"));
    m_label->setAccessibleName(tr("Identity in use"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->hide();
    statusBar->addPermanentWidget(m_label);
    m_banner->setInterceptor(
        [this](const QString &message, const Core::Error &cause) { return intercept(message, cause); });
    connect(m_banner, &Banner::retryRequested, this, [this] {
        release();
        if (m_journal) {
            m_journal->retryNow();
        }
    });
    // The close button: the next failure may show again.
    connect(m_banner, &KMessageWidget::hideAnimationFinished, this, &AuthenticationWatch::release);
}

AuthenticationWatch::~AuthenticationWatch()
{
    if (m_banner) {
        m_banner->setInterceptor({});
    }
}

QString AuthenticationWatch::ticketExpiredMessage()
{
    return tr("Kerberos ticket expired — run kinit, then Retry");
}

QString AuthenticationWatch::noTicketMessage()
{
    return tr("No Kerberos ticket — run kinit, then Retry");
}

void AuthenticationWatch::setConnection(const Core::AuthConfig &auth)
{
    ++m_generation;
    m_auth = auth;
    m_latched = false;
    m_journal.clear();
    refreshIdentity();
}

void AuthenticationWatch::watchJournal(Core::WriteJournal *journal)
{
    if (m_journal) {
        disconnect(m_journal, nullptr, this, nullptr);
    }
    m_journal = journal;
    if (journal) {
        connect(journal, &Core::WriteJournal::stateChanged, this, &AuthenticationWatch::journalStateChanged);
    }
}

QString AuthenticationWatch::identity() const
{
    return m_label ? m_label->text() : QString();
}

void AuthenticationWatch::release()
{
    m_latched = false;
    refreshIdentity(); // after kinit the status bar shows the new ticket
}

void AuthenticationWatch::refreshIdentity()
{
    if (m_auth.kind != Core::AuthKind::Kerberos) {
        showIdentity({});
        return;
    }
    const quint64 generation = m_generation;
    Core::readKerberosTicketLater(m_auth.user).then(this, [this, generation](const Core::KerberosTicket &t) {
        if (generation == m_generation) {
            showIdentity(t);
        }
    });
}

void AuthenticationWatch::showIdentity(const Core::KerberosTicket &ticket)
{
    if (!m_label) {
        return; // the window is gone
    }
    QString text;
    QString detail;
    switch (m_auth.kind) {
    case Core::AuthKind::None:
        break;
    case Core::AuthKind::Basic:
        text = tr("%1 (Basic)").arg(m_auth.user);
        break;
    case Core::AuthKind::Kerberos: {
        const QString principal = ticket.principal.isEmpty() ? m_auth.user : ticket.principal;
        const QString expires = QLocale().toString(ticket.expires.toLocalTime(), QLocale::ShortFormat);
        switch (ticket.state) {
        case Core::KerberosTicket::State::Valid:
            text = tr("%1 (Kerberos)").arg(principal);
            detail = tr("Kerberos ticket of %1, valid until %2.").arg(principal, expires);
            break;
        case Core::KerberosTicket::State::Expired:
            text = tr("%1 (Kerberos, ticket expired)").arg(principal);
            detail = tr("The Kerberos ticket of %1 ended %2: run kinit.").arg(principal, expires);
            break;
        case Core::KerberosTicket::State::NoTicket:
            text = tr("no Kerberos ticket");
            detail = tr("No Kerberos ticket: run kinit.");
            break;
        case Core::KerberosTicket::State::Unknown:
            text = tr("Kerberos");
            break;
        }
        break;
    }
    }
    if (m_auth.usesClientCertificate()) {
        const QString certificate = QFileInfo(m_auth.clientCertificate).fileName();
        text = text.isEmpty() ? tr("client certificate %1").arg(certificate)
                              : tr("%1 + client certificate %2").arg(text, certificate);
    }
    if (!text.isEmpty() && !m_auth.doAs.isEmpty()) {
        text = tr("%1, acting for %2").arg(text, m_auth.doAs);
    }
    m_label->setText(text);
    m_label->setToolTip(detail.isEmpty() ? text : detail);
    m_label->setAccessibleDescription(detail.isEmpty() ? text : detail);
    m_label->setVisible(!text.isEmpty());
    Q_EMIT identityChanged(text);
}

bool AuthenticationWatch::intercept(const QString &message, const Core::Error &cause)
{
    if (m_auth.kind != Core::AuthKind::Kerberos || cause.kind != Core::ErrorKind::NotAuthenticated) {
        return false;
    }
    if (m_latched) {
        return true; // one banner, not a stream
    }
    m_latched = true;
    const quint64 generation = m_generation;
    Core::readKerberosTicketLater(m_auth.user)
        .then(this, [this, generation, message](const Core::KerberosTicket &ticket) {
            if (generation != m_generation || !m_banner) {
                return;
            }
            showIdentity(ticket);
            switch (ticket.state) {
            case Core::KerberosTicket::State::Expired:
                m_banner->showProblem(ticketExpiredMessage(), true);
                break;
            case Core::KerberosTicket::State::NoTicket:
                m_banner->showProblem(noTicketMessage(), true);
                break;
            case Core::KerberosTicket::State::Valid:
            case Core::KerberosTicket::State::Unknown:
                // The ticket is fine: the server refused it for another reason, which says why.
                m_banner->showProblem(message, true);
                break;
            }
            Q_EMIT ticketProblemShown();
        });
    return true;
}

void AuthenticationWatch::journalStateChanged()
{
    if (m_journal && m_journal->state() == Core::WriteJournal::State::OfflineRetrying &&
        m_journal->lastNetworkErrorKind() == Core::ErrorKind::NotAuthenticated) {
        // Not Kerberos: the pending-writes button says it, as for any outage.
        const Core::Error cause{Core::ErrorKind::NotAuthenticated, m_journal->lastNetworkError()};
        intercept(tr("Edits wait to be saved: %1").arg(cause.message), cause);
    }
}

} // namespace Ei::Ui
