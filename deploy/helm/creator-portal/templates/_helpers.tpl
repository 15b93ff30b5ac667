{{- define "creator-portal.name" -}}
{{- .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "creator-portal.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "creator-portal.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ include "creator-portal.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/* The labels that select one component's pods: web, worker or migration. */}}
{{- define "creator-portal.selectorLabels" -}}
app.kubernetes.io/name: {{ include "creator-portal.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "creator-portal.secretName" -}}
{{- .Values.existingSecret | default (printf "%s-secret" (include "creator-portal.fullname" .)) -}}
{{- end -}}

{{- define "creator-portal.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* The settings every container shares; RUN_JOBS is each component's own. */}}
{{- define "creator-portal.env" -}}
- name: NODE_ENV
  value: production
- name: PORT
  value: "3000"
- name: DATA_DIR
  value: /data
- name: PUBLIC_URL
  value: {{ .Values.publicUrl | quote }}
- name: TRUST_PROXY
  value: {{ .Values.trustProxy | quote }}
- name: DRAIN_SECONDS
  value: {{ .Values.drainSeconds | quote }}
{{- with .Values.s3 }}
{{- if .bucket }}
- name: S3_BUCKET
  value: {{ .bucket | quote }}
- name: S3_REGION
  value: {{ .region | quote }}
{{- if .endpoint }}
- name: S3_ENDPOINT
  value: {{ .endpoint | quote }}
{{- end }}
- name: S3_FORCE_PATH_STYLE
  value: {{ .forcePathStyle | quote }}
{{- end }}
{{- end }}
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/* What a portal container needs besides its command and probes. */}}
{{- define "creator-portal.container" -}}
image: {{ include "creator-portal.image" .root }}
imagePullPolicy: {{ .root.Values.image.pullPolicy }}
envFrom:
  - secretRef:
      name: {{ include "creator-portal.secretName" .root }}
env:
  {{- include "creator-portal.env" .root | nindent 2 }}
  {{- with .runJobs }}
  - name: RUN_JOBS
    value: {{ . | quote }}
  {{- end }}
securityContext:
  {{- toYaml .root.Values.containerSecurityContext | nindent 2 }}
resources:
  {{- toYaml .resources | nindent 2 }}
volumeMounts:
  - name: data
    mountPath: /data
  - name: tmp
    mountPath: /tmp
{{- end -}}

{{/* The pod settings every component shares. */}}
{{- define "creator-portal.podSettings" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- with .Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  # With PostgreSQL, S3 and SMTP nothing lasting is kept here: generated keys when none are set.
  - name: data
    emptyDir: {}
  - name: tmp
    emptyDir: {}
{{- end -}}

{{/* A serving instance's probes: alive while the process answers, ready while it can serve. */}}
{{- define "creator-portal.probes" -}}
startupProbe:
  httpGet:
    path: /healthz
    port: http
  periodSeconds: 2
  failureThreshold: 60
livenessProbe:
  httpGet:
    path: /healthz
    port: http
  periodSeconds: 10
  timeoutSeconds: 3
  failureThreshold: 3
readinessProbe:
  httpGet:
    path: /readyz
    port: http
  periodSeconds: 2
  timeoutSeconds: 3
  failureThreshold: 2
{{- end -}}
