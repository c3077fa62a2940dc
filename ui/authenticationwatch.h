#pragma once

#include <QLabel>
#include <QObject>
#include <QPointer>

#include <core/hbase/connectionconfig.h>
#include <core/hbase/spnego.h>
#include <core/util/result.h>
#include <ui/banner.h>

class QStatusBar;

namespace Ei::Core {
class WriteJournal;
} // namespace Ei::Core

namespace Ei::Ui {

// The window's side of a secured connection (docs/security.md, "In the window"), one per window:
// - the status bar's identity in use ("alice@EXAMPLE.ORG (Kerberos)", "bob (Basic)", with the
//   client certificate and doAs), read from the ticket cache for Kerberos; hidden without
//   authentication;
// - one banner for a Kerberos ticket that ended (or went) while the window is open: the first
//   NotAuthenticated failure of a Kerberos connection — a page of the row list, a row, a lookup,
//   the write journal going offline — reads the ticket cache and shows "Kerberos ticket expired —
//   run kinit, then Retry" with Retry; every later one is swallowed until Retry (or the banner's
//   close button), so a window full of requests gives one banner, not a stream of errors. Writes
//   meanwhile wait in the write journal as in any outage; Retry also asks it to try at once.
class AuthenticationWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthenticationWatch)

public:
    // Takes over `banner`'s interceptor and adds the identity to `statusBar` (neither owned).
    AuthenticationWatch(Banner *banner, QStatusBar *statusBar, QObject *parent = nullptr);
    ~AuthenticationWatch() override;

    // The connection now shown; a default AuthConfig (the demo, an export): nothing to show.
    void setConnection(const Core::AuthConfig &auth);
    void clear() { setConnection({}); }
    // The open table's write journal (may be null): its going offline for want of a ticket is told
    // like a failed read, and Retry asks it to try again at once.
    void watchJournal(Core::WriteJournal *journal);

    QLabel *identityLabel() const { return m_label.data(); }
    // The identity as the status bar shows it (empty: no authentication).
    QString identity() const;
    static QString ticketExpiredMessage();
    static QString noTicketMessage();

Q_SIGNALS:
    // The status bar's identity changed (after the ticket cache was read).
    void identityChanged(const QString &identity);
    // The ticket's banner is shown (for tests: the banner's own text says which).
    void ticketProblemShown();

private:
    bool intercept(const QString &message, const Core::Error &cause);
    void refreshIdentity();
    void showIdentity(const Core::KerberosTicket &ticket);
    void journalStateChanged();
    void release();

    // The window's parts: the window may go before its session (and this) does.
    QPointer<Banner> m_banner;
    QPointer<QLabel> m_label;
    Core::AuthConfig m_auth;
    quint64 m_generation = 0; // drops ticket reads of a connection that was replaced
    bool m_latched = false;   // a NotAuthenticated failure is shown: later ones are swallowed
    QPointer<Core::WriteJournal> m_journal;
};

} // namespace Ei::Ui
