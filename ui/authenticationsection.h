#pragma once

#include <QGroupBox>

#include <core/hbase/connectionconfig.h>

class KMessageWidget;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace Ei::Ui {

// The Connect dialog's "Authentication" section (docs/connections.md, docs/security.md): the kind
// (none, Kerberos, Basic), the user (Basic's, or which principal of the Kerberos ticket cache),
// the Basic password, the Kerberos service principal override, a TLS client certificate and key
// with the key's passphrase (combine with any kind), the doAs user, and the switch that allows
// credentials over plain http:// — shown in red, as the unverified-TLS switch is. Only the fields
// the kind uses are shown. The password and the passphrase are secrets: masked, never logged, kept
// in the keyring or the secrets file by whoever saves the connection.
class AuthenticationSection final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthenticationSection)

public:
    explicit AuthenticationSection(QWidget *parent = nullptr);
    ~AuthenticationSection() override;

    void setAuth(const Core::AuthConfig &auth);
    // The fields, over what setAuth() was given (secretHeaderNames is kept).
    Core::AuthConfig auth() const;
    // Empty, or one sentence saying what is missing (Basic without a user, a key without a
    // certificate, …).
    QString problem() const;

private:
    void updateVisibility();
    void browse(QLineEdit *field, const QString &title);

    Core::AuthConfig m_given;
    QComboBox *m_kind;
    QLineEdit *m_user;
    QLabel *m_userLabel;
    QLineEdit *m_password;
    QLabel *m_passwordLabel;
    QLineEdit *m_servicePrincipal;
    QLabel *m_servicePrincipalLabel;
    QLineEdit *m_clientCertificate;
    QLineEdit *m_clientKey;
    QLineEdit *m_clientKeyPassphrase;
    QLineEdit *m_doAs;
    QCheckBox *m_allowInsecure;
    KMessageWidget *m_insecureWarning; // shown while plain-http credentials are allowed
};

} // namespace Ei::Ui
